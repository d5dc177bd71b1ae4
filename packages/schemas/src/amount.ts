import { checkAmount, money, type Money } from "@amlak/money";
import { z } from "zod";
import { plainText, reportIssue, requiredOrInvalid } from "./field.ts";

const amountInput = z.union([plainText(), z.number()], { error: requiredOrInvalid });

function checked(input: string | number, ctx: z.RefinementCtx, sign: "positive" | "nonNegative"): Money {
  const amount = checkAmount(input, sign);
  return amount.ok ? amount.value : reportIssue(ctx, input, amount.code);
}

/** An amount typed (Arabic or Western digits, grouped or not) or sent as a number, as an exact Money. */
export const ZAmountSchema = amountInput.transform((input, ctx) =>
  typeof input === "string" && input.trim() === "" ? reportIssue(ctx, input, "field.required") : checked(input, ctx, "positive"),
);

/** A charge that may be zero (commission, service, utilities); left out or empty, it is zero. */
export const ZChargeSchema = amountInput
  .optional()
  .transform((input, ctx) =>
    input === undefined || (typeof input === "string" && input.trim() === "") ? money(0) : checked(input, ctx, "nonNegative"),
  );

/** A non-negative quantity (a cost, an area) typed or sent as a number, as an exact Money. */
export const ZNonNegativeAmountSchema = amountInput.transform((input, ctx) => checked(input, ctx, "nonNegative"));
