import type Decimal from "decimal.js";
import { checkAmount, MAX_AMOUNT, prorateYearly } from "./amounts.ts";
import { isIsoDate } from "./calendar-date.ts";
import type { IsoDate } from "./calendar-date.ts";
import { isContractInterval } from "./intervals.ts";
import type { ContractInterval } from "./intervals.ts";
import { contractMonths, instalmentCount } from "./months.ts";
import type { ScheduleError, ScheduleField, ScheduleInput } from "./types.ts";

const CHARGE_FIELDS = [
  "annual_commission",
  "additional_commission",
  "annual_service",
  "water_costs",
  "electricity_costs",
  "extra_costs",
] as const;

type ChargeField = (typeof CHARGE_FIELDS)[number];

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

type TermsCheck =
  { ok: true; terms: ContractTerms } | { ok: false; errors: ScheduleError[] };

export function validateScheduleInput(input: ScheduleInput): TermsCheck {
  const errors: ScheduleError[] = [];
  const reject = (field: ScheduleField, code: ScheduleError["code"]) => {
    errors.push({ field, code });
  };

  if (!isIsoDate(input.contract_start))
    reject("contract_start", "date.invalid");
  if (!isIsoDate(input.contract_end)) reject("contract_end", "date.invalid");
  if (errors.length === 0 && input.contract_end <= input.contract_start) {
    reject("contract_end", "date.endBeforeStart");
  }

  const price = checkAmount(input.price, "positive");
  if (!price.ok) reject("price", price.code);

  if (!isContractInterval(input.interval)) reject("interval", "field.invalid");

  const charges: Partial<Record<ChargeField, Decimal>> = {};
  for (const field of CHARGE_FIELDS) {
    const charge = checkAmount(input[field], "nonNegative");
    if (charge.ok) charges[field] = charge.value;
    else reject(field, charge.code);
  }

  if (
    !price.ok ||
    !isContractInterval(input.interval) ||
    !isComplete(charges) ||
    errors.length > 0
  ) {
    return { ok: false, errors };
  }

  const months = contractMonths(input.contract_start, input.contract_end);
  const instalments = instalmentCount(months, input.interval);
  // Every rent instalment must carry a price of at least one cent.
  if (price.value.times(100).lt(instalments))
    reject("price", "amount.tooSmallForInstalments");
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

function isComplete(
  charges: Partial<Record<ChargeField, Decimal>>,
): charges is Record<ChargeField, Decimal> {
  return CHARGE_FIELDS.every((field) => charges[field] !== undefined);
}
