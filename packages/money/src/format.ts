import { round2 } from "./arithmetic.ts";
import type { Money } from "./money.ts";

const CURRENCY_SIGN = { ar: "ر.س", en: "SR" } as const;
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
