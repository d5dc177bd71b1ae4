import { parseIsoDate, type DateParts } from "@amlak/schemas";
import { gregorianToHijri } from "./hijri.ts";

/** The user's calendar: md Gregorian (ميلادي), hj Hijri Umm al-Qura (هجري). */
export type DateType = "md" | "hj";

const HIJRI_MARK = "هـ";

function slashed({ year, month, day }: DateParts): string {
  return `${year}/${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}`;
}

/**
 * YYYY/MM/DD, or YYYY/MM/DD هـ in Hijri, with Western digits. Both languages read the same (GLOSSARY), so
 * `lang` does not change the text today; it is part of the display settings callers pass as one object.
 */
export function formatDate(iso: string, display: { dateType: DateType; lang: "ar" | "en" }): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return display.dateType === "hj" ? `${slashed(gregorianToHijri(iso))} ${HIJRI_MARK}` : slashed(date);
}
