import { z } from "zod";
import { reportIssue, requiredString } from "./field.ts";
import { checkRange, parseDateInput } from "./primitives/date-input.ts";

/** A typed date (year / month / day, Arabic or Western digits) as YYYY-MM-DD. */
export const ZDateSchema = requiredString().transform((text, ctx) => {
  const result = parseDateInput(text);
  return result.ok ? result.date : reportIssue(ctx, text, result.code);
});

export const ZDateRangeSchema = z.object({ startDate: ZDateSchema, endDate: ZDateSchema }).superRefine((range, ctx) => {
  const result = checkRange(range.startDate, range.endDate);
  if (!result.ok) ctx.issues.push({ code: "custom", message: result.code, input: range, path: ["endDate"] });
});
