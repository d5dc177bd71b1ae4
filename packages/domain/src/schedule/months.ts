import { compareDates, daysInMonth, followingDay, formatIsoDate, requireIsoDate } from "./calendar-date.ts";
import type { CalendarDate, IsoDate } from "./calendar-date.ts";

function addMonths({ year, month, day }: CalendarDate, months: number): CalendarDate {
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return {
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  };
}

/** The date `months` months after `iso`, its day clamped to the end of the target month. */
export function addMonthsClamped(iso: IsoDate, months: number): IsoDate {
  return formatIsoDate(addMonths(requireIsoDate(iso), months));
}

/**
 * Whole months from `start` to the day after `end` (the end is inclusive): the largest m with
 * start + m months (clamped) on or before end + 1 day. A trailing part month is dropped, and a
 * contract shorter than a month counts as one month so that it still has an instalment.
 */
export function contractMonths(start: IsoDate, end: IsoDate): number {
  const from = requireIsoDate(start);
  const until = followingDay(requireIsoDate(end));
  const calendarMonths = (until.year - from.year) * 12 + (until.month - from.month);
  const overshoots = compareDates(addMonths(from, calendarMonths), until) > 0;
  return Math.max(1, overshoots ? calendarMonths - 1 : calendarMonths);
}

/** Rent instalments: one every `interval` months from the start, covering every contract month. */
export function instalmentCount(months: number, interval: number): number {
  return Math.max(1, Math.ceil(months / interval));
}
