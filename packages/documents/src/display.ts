import { formatDate, type DateType } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { formatMoney, money } from "@amlak/money";
import { isolate } from "./pdf/bidi-text.ts";
import type { Field } from "./pdf/panels.ts";

export interface DisplayOptions {
  lang: Lang;
  /** Hijri (hj) adds the Umm al-Qura date beside the Gregorian one, which tax documents always carry. */
  dateType?: DateType;
}

export function displayMoney(amount: string, lang: Lang): string {
  return formatMoney(money(amount), lang);
}

/** Isolated in the language's direction, so a Hijri date keeps its هـ after the digits in English too. */
export function displayDate(iso: string, { lang, dateType = "md" }: DisplayOptions): string {
  return isolate(formatDate(iso, { dateType, lang }), lang === "ar" ? "rtl" : "ltr");
}

/** "0.15" → "15%". */
export function displayRate(rate: string): string {
  return `${money(rate).times(100).toString()}%`;
}

/** The date of a document as fields: Gregorian always, then Hijri when the user reads Hijri dates. */
export function documentDateFields(dateLabel: string, iso: string, options: DisplayOptions): Field[] {
  const hijri = options.dateType === "hj" ? displayDate(iso, options) : undefined;
  return [
    { label: dateLabel, value: displayDate(iso, { lang: options.lang, dateType: "md" }) },
    { label: translate(options.lang, "document.hijriDate"), value: hijri },
  ];
}

const RIYADH = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Riyadh",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Saudi calendar day (YYYY-MM-DD) and clock time (HH:MM) of an instant, as a tax invoice states its issue. */
export function riyadhDateTime(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(RIYADH.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
