import { addDays, addMonthsClamped } from "@amlak/domain";
import { PAYMENT_CATEGORIES, PAYMENT_DIRECTIONS } from "@amlak/schemas";
import { todayInRiyadh } from "../../lib/format.ts";
import { oneOf, urlDay, urlId, useUrlParams } from "../../lib/url-state.ts";

/** The chips of the payments page (SCREENS "Payments"): each a status and, for the first two, a window of due dates. */
export const PAYMENT_VIEWS = ["dueSoon", "dueMonth", "overdue", "pending", "paid", "all"] as const;
type PaymentView = (typeof PAYMENT_VIEWS)[number];

/** The filters the page keeps in its URL, besides the top bar's searchText and the table's page and order. */
const FILTER_PARAMS = ["view", "from", "to", "type", "kind", "lessor", "unit", "contract"] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

type Status = "pending" | "overdue" | "paid";

/** What a chip asks of the list, from the user's today. "Due soon" is the coming week, today included. */
function viewFilter(view: PaymentView, today: string): { status?: Status; from?: string; to?: string } {
  switch (view) {
    case "dueSoon":
      return { status: "pending", from: today, to: addDays(today, 6) };
    case "dueMonth": {
      const first = `${today.slice(0, 8)}01`;
      return { status: "pending", from: first, to: addDays(addMonthsClamped(first, 1), -1) };
    }
    case "overdue":
    case "pending":
    case "paid":
      return { status: view };
    case "all":
      return {};
  }
}

const later = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: string | undefined, b: string | undefined) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * The payments page's filters as the URL holds them (?view=overdue&from=…&type=rent&lessor=…), checked: a value the
 * page does not know is ignored, never sent. A chip's dates and the typed dates both apply (their overlap).
 */
export function usePaymentFilters() {
  const url = useUrlParams();
  const chosen = {
    view: url.get("view", oneOf(PAYMENT_VIEWS)) ?? "all",
    from: url.get("from", urlDay),
    to: url.get("to", urlDay),
    type: url.get("type", oneOf(PAYMENT_CATEGORIES)),
    kind: url.get("kind", oneOf(PAYMENT_DIRECTIONS)),
    lessor: url.get("lessor", urlId),
    unit: url.get("unit", urlId),
    contract: url.get("contract", urlId),
  };
  const chip = viewFilter(chosen.view, todayInRiyadh());
  const input = {
    status: chip.status,
    due_from: later(chip.from, chosen.from),
    due_to: earlier(chip.to, chosen.to),
    payment_type: chosen.type,
    payment_direction: chosen.kind,
    lessor_id: chosen.lessor,
    real_estate_id: chosen.unit,
    contract_id: chosen.contract,
  };
  const set = (param: FilterParam, value: string | undefined) =>
    url.set({ [param]: param === "view" && value === "all" ? null : value }, { replace: true });
  /** Clears the selects and dates; the chip stays. */
  const clear = () =>
    url.set(Object.fromEntries(FILTER_PARAMS.filter((param) => param !== "view").map((param) => [param, null])), { replace: true });
  /** How many filters besides the chip are on: the phone's Filters button says so. */
  const active = [chosen.from, chosen.to, chosen.type, chosen.kind, chosen.lessor, chosen.unit, chosen.contract].filter(Boolean).length;
  return { chosen, input, set, clear, active };
}

export type PaymentFilters = ReturnType<typeof usePaymentFilters>;
