import Decimal from "decimal.js";
import { addDays, type IsoDate } from "./calendar-date.ts";
import { addMonthsClamped, contractMonths } from "./months.ts";
import type { ScheduleInput } from "./types.ts";

/** How a renewal changes the rent: a percent of the yearly rent, or an amount added to the yearly rent. */
type RentIncrease = { percent: Decimal.Value } | { amount: Decimal.Value };

/** What a renewal changes; anything left out stays as the old contract had it. */
export interface RenewalChange {
  increase?: RentIncrease | null;
  /** Months between rent instalments. */
  interval?: number | null;
  /** The new contract's length in whole months; the old contract's length when left out. */
  months?: number | null;
  /** Whether the additional commission, a one-time charge of the first lease, is charged again; not unless asked. */
  chargeAdditionalCommission?: boolean;
}

/**
 * The terms of the contract that renews `old` (issue #23): it starts the day after the old one ends, so the unit's
 * occupancy continues without a gap or an overlap, and runs as many whole months as the old one unless `months`
 * says otherwise. The rent is the old yearly rent, increased, over the new length: computed exactly and rounded
 * once to the halala, so a renewal without a change costs what the old contract cost. Every other charge carries
 * over (the yearly ones are prorated over the new length by the schedule), except the additional commission, which
 * the agent earned for the first letting and is charged again only when the change says so.
 */
export function renewalTerms(old: ScheduleInput, change: RenewalChange = {}): ScheduleInput {
  const start = addDays(old.contract_end, 1);
  const oldMonths = contractMonths(old.contract_start, old.contract_end);
  const months = change.months ?? oldMonths;
  const end: IsoDate = addDays(addMonthsClamped(start, months), -1);
  const oldYearly = new Decimal(old.price).times(12).div(oldMonths);
  const price = increasedYearlyRent(oldYearly, change.increase).times(months).div(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    ...old,
    contract_start: start,
    contract_end: end,
    price,
    interval: change.interval ?? old.interval,
    additional_commission: change.chargeAdditionalCommission ? old.additional_commission : "0",
  };
}

/** The yearly rent after the increase, exact (rounded only where the renewed rent is). */
function increasedYearlyRent(yearly: Decimal, increase: RentIncrease | null | undefined): Decimal {
  if (!increase) return yearly;
  if ("percent" in increase) return yearly.times(new Decimal(increase.percent).div(100).plus(1));
  return yearly.plus(increase.amount);
}
