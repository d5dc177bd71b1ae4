import { checkContractTerm, isSupportedDate } from "@amlak/schemas";
import type Decimal from "decimal.js";
import { checkAmount, MAX_AMOUNT } from "@amlak/money";
import { prorateYearly } from "./amounts.ts";
import { isIsoDate } from "./calendar-date.ts";
import type { IsoDate } from "./calendar-date.ts";
import { isContractInterval } from "./intervals.ts";
import type { ContractInterval } from "./intervals.ts";
import { contractMonths, instalmentCount } from "./months.ts";
import type { ScheduleError, ScheduleErrorCode, ScheduleField, ScheduleInput } from "./types.ts";

/** The contract's charges besides the rent, each an amount (SPEC §3). */
export const CHARGE_FIELDS = [
  "annual_commission",
  "additional_commission",
  "annual_service",
  "water_costs",
  "electricity_costs",
  "extra_costs",
] as const;

/** The one-time charges due at signing (issue #23), each an amount that may be left out (zero). */
export const ONE_TIME_FIELDS = ["deposit", "admin_fee", "ejar_fee", "other_fee"] as const;

type ChargeField = (typeof CHARGE_FIELDS)[number] | (typeof ONE_TIME_FIELDS)[number];

/** A schedule input that passed validation, with its amounts parsed and its length worked out. */
export interface ContractTerms extends Record<ChargeField, Decimal> {
  start: IsoDate;
  end: IsoDate;
  months: number;
  interval: ContractInterval;
  instalments: number;
  price: Decimal;
  is_taxable: boolean;
}

type TermsCheck = { ok: true; terms: ContractTerms } | { ok: false; errors: ScheduleError[] };

function dateProblem(date: IsoDate): ScheduleErrorCode | null {
  if (!isIsoDate(date)) return "date.invalid";
  return isSupportedDate(date) ? null : "date.outOfRange";
}

export function validateScheduleInput(input: ScheduleInput): TermsCheck {
  const errors: ScheduleError[] = [];
  const reject = (field: ScheduleField, code: ScheduleError["code"]) => {
    errors.push({ field, code });
  };

  for (const field of ["contract_start", "contract_end"] as const) {
    const problem = dateProblem(input[field]);
    if (problem) reject(field, problem);
  }
  if (errors.length === 0) {
    // Bounded like the schemas, so a caller that skips them cannot append decades of events either.
    const term = checkContractTerm(input.contract_start, input.contract_end);
    if (!term.ok) reject("contract_end", term.code);
  }

  const price = checkAmount(input.price, "positive");
  if (!price.ok) reject("price", price.code);

  if (!isContractInterval(input.interval)) reject("interval", "field.invalid");

  const charges: Partial<Record<ChargeField, Decimal>> = {};
  for (const field of [...CHARGE_FIELDS, ...ONE_TIME_FIELDS]) {
    const charge = checkAmount(input[field] ?? "0", "nonNegative");
    if (charge.ok) charges[field] = charge.value;
    else reject(field, charge.code);
  }

  if (!price.ok || !isContractInterval(input.interval) || !isComplete(charges) || errors.length > 0) {
    return { ok: false, errors };
  }

  const months = contractMonths(input.contract_start, input.contract_end);
  const instalments = instalmentCount(months, input.interval);
  // Every rent instalment must carry a price of at least one cent.
  if (price.value.times(100).lt(instalments)) reject("price", "amount.tooSmallForInstalments");
  if (prorateYearly(charges.annual_commission, months).gt(MAX_AMOUNT)) {
    reject("annual_commission", "amount.limit");
  }
  if (errors.length > 0) return { ok: false, errors };

  return {
    ok: true,
    terms: {
      start: input.contract_start,
      end: input.contract_end,
      months,
      interval: input.interval,
      instalments,
      price: price.value,
      ...charges,
      is_taxable: input.is_taxable,
    },
  };
}

function isComplete(charges: Partial<Record<ChargeField, Decimal>>): charges is Record<ChargeField, Decimal> {
  return [...CHARGE_FIELDS, ...ONE_TIME_FIELDS].every((field) => charges[field] !== undefined);
}
