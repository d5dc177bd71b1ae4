export type DateParts = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether the Gregorian day exists (no 2025-02-30); checked by hand because Date maps years 0-99 to 19xx. */
export function isExistingDate({ year, month, day }: DateParts): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A YYYY-MM-DD string of an existing Gregorian day, as parts; null otherwise. */
export function parseIsoDate(iso: string): DateParts | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isExistingDate(parts) ? parts : null;
}
