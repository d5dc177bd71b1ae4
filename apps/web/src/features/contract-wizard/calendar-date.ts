import { gregorianToHijri, hijriToGregorian, type DateType } from "@amlak/domain";
import { toWesternDigits } from "@amlak/money";
import { isSupportedDate, parseIsoDate, toIsoDate, ZDateSchema, type DateParts } from "@amlak/schemas";
import { z } from "zod";

type DateProblem = "field.required" | "date.format" | "date.invalid" | "date.outOfRange";
type DateRead = { ok: true; date: string } | { ok: false; code: DateProblem };

// year / month / day with one separator throughout (SPEC §5); a Hijri month has 29 or 30 days.
const HIJRI_DATE = /^(\d{2}|\d{4})([-/])(0?[1-9]|1[0-2])\2(0?[1-9]|[12]\d|30)$/;

/**
 * A date typed in the Hijri calendar (Umm al-Qura) as its Gregorian YYYY-MM-DD: the same year / month / day rules as
 * Gregorian input (SPEC §5), a two-digit year in the current Hijri century; the day must exist in that Hijri month and
 * fall within the dates the app accepts.
 */
export function readHijriDate(text: string, today = new Date()): DateRead {
  const typed = toWesternDigits(text.trim());
  if (typed === "") return { ok: false, code: "field.required" };
  const match = HIJRI_DATE.exec(typed);
  if (!match) return { ok: false, code: "date.format" };
  const [, year = "", , month = "", day = ""] = match;
  const century = Math.floor(gregorianToHijri(toIsoDate(localDay(today))).year / 100) * 100;
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

function localDay(now: Date): DateParts {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** A typed date in the user's calendar, as the Gregorian YYYY-MM-DD every schema and the server take. */
export function calendarDateSchema(dateType: DateType) {
  if (dateType === "md") return ZDateSchema;
  return z.string().transform((text, ctx) => {
    const read = readHijriDate(text);
    if (read.ok) return read.date;
    ctx.issues.push({ code: "custom", message: read.code, input: text });
    return z.NEVER;
  });
}

/** The Gregorian YYYY-MM-DD of what was typed in the user's calendar, or null while it is not a date yet. */
export function readCalendarDate(text: string, dateType: DateType): string | null {
  const read = calendarDateSchema(dateType).safeParse(text);
  return read.success ? read.data : null;
}

const slashed = ({ year, month, day }: DateParts) =>
  `${String(year).padStart(4, "0")}/${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}`;

/** A Gregorian YYYY-MM-DD as the user types dates: YYYY/MM/DD in their calendar. */
export function calendarText(iso: string, dateType: DateType): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return slashed(dateType === "hj" ? gregorianToHijri(iso) : date);
}
