import { addDays, addMonthsClamped } from "@amlak/domain";
import { PAYMENT_CATEGORIES, PAYMENT_DIRECTIONS, ZDateSchema, ZIdSchema, type PaymentCategory } from "@amlak/schemas";
import { useSearchParams } from "wouter";
import { localToday } from "../../lib/format.ts";

/** The chips of the payments page (SCREENS "Payments"): each a status and, for the first two, a window of due dates. */
export const PAYMENT_VIEWS = ["dueSoon", "dueMonth", "overdue", "pending", "paid", "all"] as const;
type PaymentView = (typeof PAYMENT_VIEWS)[number];

/** The filters the page keeps in its URL, besides the top bar's searchText and the table's page and order. */
const FILTER_PARAMS = ["view", "from", "to", "type", "kind", "lessor", "unit", "contract"] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

type Status = "pending" | "overdue" | "paid";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);
const dateOf = (value: string | null) => {
  const parsed = ZDateSchema.safeParse(value ?? "");
  return parsed.success ? parsed.data : undefined;
};
const idOf = (value: string | null) => (ZIdSchema.safeParse({ id: value }).success ? (value ?? undefined) : undefined);

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
  const [params, setParams] = useSearchParams();
  const view = oneOf(PAYMENT_VIEWS, params.get("view")) ?? "all";
  const chosen = {
    view,
    from: dateOf(params.get("from")),
    to: dateOf(params.get("to")),
    type: oneOf<PaymentCategory>(PAYMENT_CATEGORIES, params.get("type")),
    kind: oneOf(PAYMENT_DIRECTIONS, params.get("kind")),
    lessor: idOf(params.get("lessor")),
    unit: idOf(params.get("unit")),
    contract: idOf(params.get("contract")),
  };
  const chip = viewFilter(view, localToday());
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
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === undefined || value === "" || (param === "view" && value === "all")) next.delete(param);
        else next.set(param, value);
        return next;
      },
      { replace: true },
    );
  /** Clears the selects and dates; the chip stays. */
  const clear = () =>
    setParams(
      (previous) => new URLSearchParams([...previous].filter(([key]) => key === "view" || !FILTER_PARAMS.includes(key as FilterParam))),
      {
        replace: true,
      },
    );
  /** How many filters besides the chip are on: the phone's Filters button says so. */
  const active = [chosen.from, chosen.to, chosen.type, chosen.kind, chosen.lessor, chosen.unit, chosen.contract].filter(Boolean).length;
  return { chosen, input, set, clear, active };
}

export type PaymentFilters = ReturnType<typeof usePaymentFilters>;
