import { toWesternDigits } from "@amlak/money";
import { isSupportedDate, parseIsoDate, toIsoDate, ZDateSchema, type DateParts, type ValidationKey } from "@amlak/schemas";
import { formatDate, type DateType } from "./format-date.ts";
import { gregorianToHijri, hijriToGregorian } from "./hijri.ts";

/** The day read, or the catalogue key of what is wrong with the text. */
type CalendarDateRead = { ok: true; date: string } | { ok: false; code: ValidationKey };

// year / month / day with one separator throughout (SPEC §5); a Hijri month has 29 or 30 days.
const HIJRI_DATE = /^(\d{2}|\d{4})([-/])(0?[1-9]|1[0-2])\2(0?[1-9]|[12]\d|30)$/;

/**
 * A date typed in the Hijri calendar (Umm al-Qura) as its Gregorian YYYY-MM-DD: the same year / month / day rules as
 * Gregorian input (SPEC §5), a two-digit year in the Hijri century of `now`; the day must exist in that Hijri month
 * and fall within the dates the app accepts.
 */
function readHijriDate(typed: string, now: Date): CalendarDateRead {
  const match = HIJRI_DATE.exec(typed);
  if (!match) return { ok: false, code: "date.format" };
  const [, year = "", , month = "", day = ""] = match;
  const today = toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  const century = Math.floor(gregorianToHijri(today).year / 100) * 100;
  const hijri = { year: year.length === 2 ? century + Number(year) : Number(year), month: Number(month), day: Number(day) };
  let date: string;
  try {
    date = hijriToGregorian(hijri);
  } catch {
    // Either a day the month does not have, or a year outside the Umm al-Qura tables.
    return { ok: false, code: hijri.year >= 1343 && hijri.year <= 1500 ? "date.invalid" : "date.outOfRange" };
  }
  return isSupportedDate(date) ? { ok: true, date } : { ok: false, code: "date.outOfRange" };
}

/**
 * A date typed in the user's calendar (year / month / day, Arabic or Western digits, - or /) as the Gregorian
 * YYYY-MM-DD every schema and the server take, or what is wrong with it. Gregorian input is read by the shared
 * ZDateSchema; Hijri input through Umm al-Qura.
 */
export function readCalendarDate(text: string, dateType: DateType, now = new Date()): CalendarDateRead {
  const typed = toWesternDigits(text.trim());
  if (typed === "") return { ok: false, code: "field.required" };
  if (dateType === "hj") return readHijriDate(typed, now);
  const read = ZDateSchema.safeParse(typed);
  return read.success
    ? { ok: true, date: read.data }
    : { ok: false, code: (read.error.issues[0]?.message ?? "date.format") as ValidationKey };
}

const slashed = ({ year, month, day }: DateParts) =>
  `${String(year).padStart(4, "0")}/${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}`;

/** A Gregorian YYYY-MM-DD as the user types dates: YYYY/MM/DD in their calendar. */
export function calendarText(iso: string, dateType: DateType): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return slashed(dateType === "hj" ? gregorianToHijri(iso) : date);
}

/** The same day in the other calendar (GLOSSARY: Hijri carries هـ, Gregorian م where both appear). */
export function otherCalendarDate(iso: string, display: { dateType: DateType; lang: "ar" | "en" }): string {
  return display.dateType === "hj"
    ? `${formatDate(iso, { ...display, dateType: "md" })} م`
    : formatDate(iso, { ...display, dateType: "hj" });
}
