/** A Gregorian calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
  };
  const valid = date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month);
  return valid ? date : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Parses a date the caller has already validated; a bad one is a programming error. */
export function requireIsoDate(value: IsoDate): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD calendar date: ${value}`);
  return date;
}

export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function followingDay({ year, month, day }: CalendarDate): CalendarDate {
  if (day < daysInMonth(year, month)) return { year, month, day: day + 1 };
  if (month < 12) return { year, month: month + 1, day: 1 };
  return { year: year + 1, month: 1, day: 1 };
}

export function nextDay(iso: IsoDate): IsoDate {
  return formatIsoDate(followingDay(requireIsoDate(iso)));
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The date `days` days after (or before, when negative) iso, on the proleptic Gregorian calendar. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const { year, month, day } = requireIsoDate(iso);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/** How many days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const utc = (iso: IsoDate) => {
    const { year, month, day } = requireIsoDate(iso);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
