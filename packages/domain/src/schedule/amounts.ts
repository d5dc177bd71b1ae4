import Decimal from "decimal.js";
import type { Amount, ScheduleErrorCode } from "./types.ts";

/** The largest amount a numeric(14,2) column holds. */
export const MAX_AMOUNT = new Decimal("999999999999.99");

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

type AmountCheck = { ok: true; value: Decimal } | { ok: false; code: ScheduleErrorCode };

/** Parses an entered amount: a plain decimal with at most two places, within MAX_AMOUNT. */
export function checkAmount(raw: Amount, sign: "positive" | "nonNegative"): AmountCheck {
  if (typeof raw === "string" && !PLAIN_DECIMAL.test(raw)) return { ok: false, code: "field.invalid" };
  // plus(0) turns an entered "-0" into 0.
  const value = new Decimal(raw).plus(0);
  if (!value.isFinite()) return { ok: false, code: "field.invalid" };
  if (sign === "positive" && value.lte(0)) return { ok: false, code: "amount.positive" };
  if (sign === "nonNegative" && value.lt(0)) return { ok: false, code: "amount.nonNegative" };
  if (value.decimalPlaces() > 2) return { ok: false, code: "amount.twoDecimals" };
  if (value.gt(MAX_AMOUNT)) return { ok: false, code: "amount.limit" };
  return { ok: true, value };
}

/** The share of a yearly amount for `months` months, rounded half up to the cent. */
export function prorateYearly(annual: Decimal, months: number): Decimal {
  return annual.times(months).div(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
