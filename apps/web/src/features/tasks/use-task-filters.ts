import { TASK_TYPES } from "@amlak/schemas";
import { useSearchText } from "../../lib/use-search-text.ts";
import { oneOf, urlId, useUrlParams } from "../../lib/url-state.ts";

/** The chips of the tasks page: the groups of pending tasks, the completed ones, and all. */
export const TASK_CHIPS = ["late", "today", "tomorrow", "upcoming", "completed", "all"] as const;

export const TASK_VIEWS = ["list", "calendar"] as const;

/**
 * The tasks page's state in its URL: the view (?view=calendar), the chip (?chip=late), the type, assignee and
 * property filters, the top bar's search, and the task open in the drawer (?task=new or an id, ?on= a day for a new
 * one). A value the page does not know is ignored.
 */
export function useTaskFilters() {
  const url = useUrlParams();
  const chip = url.get("chip", oneOf(TASK_CHIPS)) ?? "all";
  const filters = {
    searchText: useSearchText(),
    type: url.get("type", oneOf(TASK_TYPES)),
    assignee_id: url.get("assignee", urlId),
    real_estate_id: url.get("property", urlId),
  };
  const chipFilter = chip === "all" ? {} : chip === "completed" ? { status: "completed" as const } : { group: chip };
  return {
    url,
    view: url.get("view", oneOf(TASK_VIEWS)) ?? "list",
    chip,
    filters,
    chipFilter,
    /** Whether anything narrows the list, so an empty list says "none here" rather than "none yet". */
    narrowed: chip !== "all" || Object.values(filters).some(Boolean),
  };
}

export type TaskFilters = ReturnType<typeof useTaskFilters>;
