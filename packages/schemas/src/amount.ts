import { hasAtMostTwoDecimals, isPositive, money, type Money, parseMoney } from "@amlak/money";
import { z } from "zod";
import { reportIssue, requiredOrInvalid } from "./field.ts";
import type { ValidationKey } from "./messages.ts";

/** The largest value a numeric(14,2) amount column holds. */
export const MAX_AMOUNT = money("999999999999.99");

function problemWith(amount: Money): ValidationKey | null {
  if (!isPositive(amount)) return "amount.positive";
  if (!hasAtMostTwoDecimals(amount)) return "amount.twoDecimals";
  if (amount.greaterThan(MAX_AMOUNT)) return "amount.limit";
  return null;
}

/** An amount typed (Arabic or Western digits, grouped or not) or sent as a number, as an exact Money. */
export const ZAmountSchema = z.union([z.string(), z.number()], { error: requiredOrInvalid }).transform((input, ctx) => {
  if (typeof input === "string" && input.trim() === "") return reportIssue(ctx, input, "field.required");
  const amount = typeof input === "number" ? (Number.isFinite(input) ? money(input) : null) : parseMoney(input);
  if (amount === null) return reportIssue(ctx, input, "field.invalid");
  const problem = problemWith(amount);
  return problem ? reportIssue(ctx, input, problem) : amount;
});
