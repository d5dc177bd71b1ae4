import { Decimal, money, type Money } from "./money.ts";
import { parseMoney } from "./parse.ts";

/** The largest amount a numeric(14,2) column holds. */
export const MAX_AMOUNT = money("999999999999.99");

type AmountProblem = "field.invalid" | "amount.positive" | "amount.nonNegative" | "amount.twoDecimals" | "amount.limit";
export type AmountCheck = { ok: true; value: Money } | { ok: false; code: AmountProblem };

function read(raw: string | number | Money): Money | null {
  if (Decimal.isDecimal(raw)) return raw;
  if (typeof raw === "number") return Number.isFinite(raw) ? money(raw) : null;
  return parseMoney(raw);
}

/**
 * The one amount parser: an amount as a person types it (Arabic or Western digits and separators), as a program
 * sends it (a number, a decimal string) or as Money, within the bounds of a numeric(14,2) column with two places.
 * Schemas, the schedule rules and the ledger's deciders all check amounts through it.
 */
export function checkAmount(raw: string | number | Money, sign: "positive" | "nonNegative"): AmountCheck {
  const parsed = read(raw);
  if (parsed === null) return { ok: false, code: "field.invalid" };
  // plus(0) turns an entered "-0" into 0.
  const value = parsed.plus(0);
  if (!value.isFinite()) return { ok: false, code: "field.invalid" };
  if (sign === "positive" && value.lte(0)) return { ok: false, code: "amount.positive" };
  if (sign === "nonNegative" && value.lt(0)) return { ok: false, code: "amount.nonNegative" };
  if (value.decimalPlaces() > 2) return { ok: false, code: "amount.twoDecimals" };
  if (value.gt(MAX_AMOUNT)) return { ok: false, code: "amount.limit" };
  return { ok: true, value };
}
