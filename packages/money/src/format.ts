import { round2 } from "./arithmetic.ts";
import type { Money } from "./money.ts";

const CURRENCY_SIGN = { ar: "ر.س", en: "SR" } as const;
const SQUARE_METRES = { ar: "م²", en: "m²" } as const;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Two decimals, half-up, never "-0.00". */
export function toFixed2(amount: Money): string {
  const rounded = round2(amount);
  return rounded.isZero() ? "0.00" : rounded.toFixed(2);
}

/** Western digits in both languages, as Saudi business software shows amounts (GLOSSARY). */
export function formatMoney(amount: Money, lang: "ar" | "en"): string {
  const [whole = "", fraction = ""] = toFixed2(amount).split(".");
  return `${whole.replace(THOUSANDS, ",")}.${fraction} ${CURRENCY_SIGN[lang]}`;
}

/** Square metres grouped as amounts are (GLOSSARY), without the decimals a whole area does not need: "1,850.5 m²". */
export function formatArea(sqm: Money, lang: "ar" | "en"): string {
  const [whole = "", fraction = ""] = toFixed2(sqm).split(".");
  const kept = fraction.replace(/0+$/, "");
  return `${whole.replace(THOUSANDS, ",")}${kept ? `.${kept}` : ""} ${SQUARE_METRES[lang]}`;
}
