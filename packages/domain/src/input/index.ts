export { calendarText, otherCalendarDate, readCalendarDate } from "./calendar-date.ts";
export { type DateType, formatDate } from "./format-date.ts";
export { riyadhToday } from "./riyadh-date.ts";
export { calendarMonth, calendarYear, recentMonths, weekOf, type Period } from "./calendar-periods.ts";
