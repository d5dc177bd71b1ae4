import { z } from "zod";
import { requiredOrInvalid } from "./field.ts";

// Query strings carry numbers as text; only plain decimal digits are read, where z.coerce.number would also take
// true, [12], "0x0c", "1e1" or "".
const digits = z
  .string()
  .regex(/^[0-9]+$/)
  .transform(Number);

/** A whole number from min to max, sent as a JSON number or as a string of decimal digits. */
export function wholeNumber({ min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) {
  return z
    .union([z.number(), digits], { error: requiredOrInvalid })
    .pipe(z.int({ error: "field.invalid" }).min(min, { error: "field.invalid" }).max(max, { error: "field.invalid" }));
}
