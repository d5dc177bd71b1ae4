import { toWesternDigits } from "@amlak/money";
import { isExistingDate, toIsoDate } from "./calendar.ts";

type DateInputError = "date.format" | "date.invalid" | "date.outOfRange";
export type DateInputResult = { ok: true; date: string } | { ok: false; code: DateInputError };
export type DateRangeResult = { ok: true } | { ok: false; code: "date.endBeforeStart" };

/**
 * The first and last day the app accepts: any lease fits, a mistyped year cannot make one last centuries, and every
 * accepted day can be shown in Hijri, whose Umm al-Qura tables run from 1343 to 1500 AH (1924-08-01 to 2077-11-16).
 */
const EARLIEST_DATE = "1925-01-01";
export const LATEST_DATE = "2076-12-31";

/** Whether a YYYY-MM-DD day lies within EARLIEST_DATE … LATEST_DATE; such dates compare as text. */
export function isSupportedDate(iso: string): boolean {
  return iso >= EARLIEST_DATE && iso <= LATEST_DATE;
}

// year / month / day with one separator throughout; month 1-12 and day 1-31 are part of the format.
const DATE = /^(\d{2}|\d{4})([-/])(0?[1-9]|1[0-2])\2(0?[1-9]|[12]\d|3[01])$/;

/**
 * Reads a typed date (SPEC §5) into YYYY-MM-DD: year of 2 or 4 digits (2 digits fall in the century of `now`),
 * separators - or /, the day must exist and be a supported date. All-day dates accept only digits and slashes.
 */
export function parseDateInput(text: string, options: { allDay?: boolean; now?: Date } = {}): DateInputResult {
  const typed = toWesternDigits(text.trim());
  const match = DATE.exec(typed);
  if (!match || (options.allDay && match[2] !== "/")) return { ok: false, code: "date.format" };
  const [, year = "", , month = "", day = ""] = match;
  const century = Math.floor((options.now ?? new Date()).getFullYear() / 100) * 100;
  const parts = {
    year: year.length === 2 ? century + Number(year) : Number(year),
    month: Number(month),
    day: Number(day),
  };
  if (!isExistingDate(parts)) return { ok: false, code: "date.invalid" };
  const date = toIsoDate(parts);
  return isSupportedDate(date) ? { ok: true, date } : { ok: false, code: "date.outOfRange" };
}

/** Start may equal end but not come after it; both are YYYY-MM-DD, which compare as text. */
export function checkRange(start: string, end: string): DateRangeResult {
  return start <= end ? { ok: true } : { ok: false, code: "date.endBeforeStart" };
}
