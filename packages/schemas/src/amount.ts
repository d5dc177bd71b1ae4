import { hasAtMostTwoDecimals, money, type Money, parseMoney } from "@amlak/money";
import { z } from "zod";
import { reportIssue, requiredOrInvalid } from "./field.ts";
import type { ValidationKey } from "./messages.ts";

/** The largest value a numeric(14,2) amount column holds. */
export const MAX_AMOUNT = money("999999999999.99");

function problemWith(amount: Money, minimum: "positive" | "zero"): ValidationKey | null {
  if (minimum === "positive" ? !amount.greaterThan(0) : amount.isNegative()) return "amount.positive";
  if (!hasAtMostTwoDecimals(amount)) return "amount.twoDecimals";
  if (amount.greaterThan(MAX_AMOUNT)) return "amount.limit";
  return null;
}

const readAmount = (input: string | number): Money | null =>
  typeof input === "number" ? (Number.isFinite(input) ? money(input) : null) : parseMoney(input);

function amountCheck(minimum: "positive" | "zero") {
  return (input: string | number, ctx: z.RefinementCtx): Money => {
    const amount = readAmount(input);
    if (amount === null) return reportIssue(ctx, input, "field.invalid");
    const problem = problemWith(amount, minimum);
    return problem ? reportIssue(ctx, input, problem) : amount;
  };
}

const amountInput = z.union([z.string(), z.number()], { error: requiredOrInvalid });

/** An amount typed (Arabic or Western digits, grouped or not) or sent as a number, as an exact Money. */
export const ZAmountSchema = amountInput.transform((input, ctx) =>
  typeof input === "string" && input.trim() === "" ? reportIssue(ctx, input, "field.required") : amountCheck("positive")(input, ctx),
);

/** A charge that may be zero (commission, service, utilities); left out or empty, it is zero. */
export const ZChargeSchema = amountInput
  .optional()
  .transform((input, ctx) =>
    input === undefined || (typeof input === "string" && input.trim() === "") ? money(0) : amountCheck("zero")(input, ctx),
  );
