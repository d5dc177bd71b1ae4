import { isSupportedDate, parseIsoDate, ZIdSchema } from "@amlak/schemas";
import { useSearchParams } from "wouter";

/** Reads a URL value; what it refuses reads as none, so a value the page does not know is ignored, never sent. */
type Read<Value> = (text: string) => Value | undefined;

interface SetOptions {
  /** Replaces the history entry (a filter, a tab) instead of adding one (opening a record, so back closes it). */
  replace?: boolean;
  /** What the change makes meaningless and drops: the table's page unless told otherwise. */
  reset?: readonly string[];
}

const PAGE = ["page"] as const;
/** A table's place: another tab's page and order mean nothing in this one. */
const TABLE = ["page", "sort", "direction"] as const;

/** One of `allowed`. */
export const oneOf =
  <Value extends string>(allowed: readonly Value[]): Read<Value> =>
  (text) =>
    allowed.find((value) => value === text);

/** A record's id (a lessor, a property, a contract). */
export const urlId: Read<string> = (text) => (ZIdSchema.shape.id.safeParse(text).success ? text : undefined);

/** A day as YYYY-MM-DD, within the dates the app accepts. */
export const urlDay: Read<string> = (text) => (parseIsoDate(text) && isSupportedDate(text) ? text : undefined);

type Changes = Record<string, string | null | undefined>;

function changed(previous: URLSearchParams, changes: Changes, reset: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of reset) next.delete(key);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * A page's filters, tab and open record in the URL (?status=, ?tab=, ?estate=…), so back, forward and a shared link
 * restore them. `get` reads one (through `read`, when given); `set` writes several at once, null, undefined or ""
 * removing one, and drops the table's page (or `reset`), as a new filter makes the old page number meaningless;
 * `search` is the query string such a change would leave, for a link.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  function get(name: string): string | undefined;
  function get<Value>(name: string, read: Read<Value>): Value | undefined;
  function get<Value>(name: string, read?: Read<Value>) {
    const text = params.get(name) || undefined;
    return text === undefined || !read ? text : read(text);
  }
  const set = (changes: Changes, { replace = false, reset = PAGE }: SetOptions = {}) =>
    setParams((previous) => changed(previous, changes, reset), { replace });
  const search = (changes: Changes, { reset = PAGE }: Pick<SetOptions, "reset"> = {}) => `?${changed(params, changes, reset)}`;
  return { get, set, search };
}

/** One filter in ?name= (read through `read`) and its setter, which replaces the history entry and drops `reset`. */
export function useUrlParam<Value extends string = string>(
  name: string,
  read: Read<Value> = (text) => text as Value,
  reset: readonly string[] = PAGE,
): [Value | undefined, (value: Value | undefined) => void] {
  const url = useUrlParams();
  return [url.get(name, read), (value) => url.set({ [name]: value }, { replace: true, reset })];
}

/**
 * The tab open in ?tab= (the first tab stays out of the URL) and its setter; a new tab starts its table on page 1 in
 * its own order, and drops `reset` (filters of another tab's list).
 */
export function useTab<Tab extends string>(tabs: readonly [Tab, ...Tab[]], reset: readonly string[] = []): [Tab, (tab: Tab) => void] {
  const [chosen, setTab] = useUrlParam("tab", oneOf(tabs), [...TABLE, ...reset]);
  return [chosen ?? tabs[0], (tab) => setTab(tab === tabs[0] ? undefined : tab)];
}
