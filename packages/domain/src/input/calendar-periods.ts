import { parseIsoDate, toIsoDate } from "@amlak/schemas";
import { addDays } from "../schedule/calendar-date.ts";
import type { DateType } from "./format-date.ts";
import { gregorianToHijri, hijriToGregorian } from "./hijri.ts";

/** A run of whole days, first and last included (Gregorian YYYY-MM-DD). */
export interface Period {
  first: string;
  last: string;
}

/** The year and month of a day in the user's calendar. */
function monthOf(iso: string, dateType: DateType): { year: number; month: number } {
  const date = dateType === "hj" ? gregorianToHijri(iso) : parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return date;
}

/** The Gregorian day a month of the user's calendar starts on; months past December (or before January) roll over. */
function monthStart(year: number, month: number, dateType: DateType): string {
  const rolled = { year: year + Math.floor((month - 1) / 12), month: ((((month - 1) % 12) + 12) % 12) + 1, day: 1 };
  return dateType === "hj" ? hijriToGregorian(rolled) : toIsoDate(rolled);
}

const months = (year: number, from: number, count: number, dateType: DateType): Period => ({
  first: monthStart(year, from, dateType),
  last: addDays(monthStart(year, from + count, dateType), -1),
});

/** The month of `today` in the user's calendar (a Hijri month in Hijri mode). */
export function calendarMonth(today: string, dateType: DateType): Period {
  const { year, month } = monthOf(today, dateType);
  return months(year, month, 1, dateType);
}

/** The year of `today` in the user's calendar. */
export function calendarYear(today: string, dateType: DateType): Period {
  return months(monthOf(today, dateType).year, 1, 12, dateType);
}

/** The `count` months up to and including the month of `today`, oldest first. */
export function recentMonths(today: string, dateType: DateType, count: number): Period[] {
  const { year, month } = monthOf(today, dateType);
  return Array.from({ length: count }, (_, k) => months(year, month - (count - 1) + k, 1, dateType));
}

/** The week of `today`, Sunday to Saturday as Saudi Arabia counts it. */
export function weekOf(today: string): Period {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const first = addDays(today, -weekday);
  return { first, last: addDays(first, 6) };
}
