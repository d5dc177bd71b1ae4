import Decimal from "decimal.js";
import { toFixed2, type Money } from "@amlak/money";
import type { TContractCreate } from "@amlak/schemas";
import { prorateYearly } from "./amounts.ts";
import { addDays, type IsoDate } from "./calendar-date.ts";
import { addMonthsClamped, contractMonths } from "./months.ts";
import type { ScheduleInput } from "./types.ts";

/** What of a contract's validated terms (a contract's, a draft's or a quotation's) makes its payment schedule. */
type ScheduledTerms = Omit<
  TContractCreate,
  "tenant_id" | "lessor_id" | "terms_template_id" | "real_estate_id" | "auto_pay_commission" | "other_fee_label"
>;

/**
 * The schedule input of validated terms: the one mapping from the contract body to generateSchedule, so that the
 * schedule the wizard shows before signing is the one the server signs, previews and quotes.
 */
export function scheduleInputOf(terms: ScheduledTerms): ScheduleInput {
  return {
    contract_start: terms.contract_start,
    contract_end: terms.contract_end,
    price: toFixed2(terms.price),
    interval: terms.contract_interval,
    annual_commission: toFixed2(terms.annual_commission),
    additional_commission: toFixed2(terms.additional_commission),
    annual_service: toFixed2(terms.annual_service),
    water_costs: toFixed2(terms.water_costs),
    electricity_costs: toFixed2(terms.electricity_costs),
    extra_costs: toFixed2(terms.extra_costs),
    deposit: toFixed2(terms.deposit),
    admin_fee: toFixed2(terms.admin_fee),
    ejar_fee: toFixed2(terms.ejar_fee),
    other_fee: toFixed2(terms.other_fee),
    is_taxable: terms.is_taxable,
  };
}

/** The last day of a lease of `years` whole years from `start` (the end is inclusive): a 1 / 2 / 3-year preset. */
export function endAfterYears(start: IsoDate, years: number): IsoDate {
  return addDays(addMonthsClamped(start, years * 12), -1);
}

/** The rent of a whole contract from its yearly rent: a twelfth per contract month, to the halala. */
export function rentForTerm(yearlyRent: Money, start: IsoDate, end: IsoDate): Money {
  return prorateYearly(yearlyRent, contractMonths(start, end));
}

/** A contract's yearly rent from its rent over the whole term, to the halala (as the properties table reads it back). */
export function yearlyRentOf(price: Money, start: IsoDate, end: IsoDate): Money {
  return price.times(12).div(contractMonths(start, end)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
