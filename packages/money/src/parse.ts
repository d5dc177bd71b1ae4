import { toWesternDigits } from "./digits.ts";
import { Decimal, type Money } from "./money.ts";

const ARABIC_DECIMAL_SEPARATOR = /\u066B/g;
const ARABIC_THOUSANDS_SEPARATOR = /\u066C/g;
// Either no grouping at all or correct groups of three, so "1,2,3" is not silently read as 123.
const AMOUNT = /^-?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/** Reads an amount as a person types it (Arabic or Western digits and separators); null when it is not one. */
export function parseMoney(text: string): Money | null {
  const western = toWesternDigits(text.trim()).replace(ARABIC_DECIMAL_SEPARATOR, ".").replace(ARABIC_THOUSANDS_SEPARATOR, ",");
  if (!AMOUNT.test(western)) return null;
  return new Decimal(western.replaceAll(",", ""));
}
