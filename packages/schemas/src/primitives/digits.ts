import { toWesternDigits } from "@amlak/money";

/** What a numeric input keeps of what was typed or pasted: Western digits only, at most maxLength of them. */
export function digitsOnly(text: string, maxLength = 10): string {
  return toWesternDigits(text).replace(/\D/g, "").slice(0, maxLength);
}
