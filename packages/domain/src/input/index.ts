export { type DateType, formatDate } from "./format-date.ts";
export { gregorianToHijri, type HijriDate, hijriToGregorian } from "./hijri.ts";
export { clampPercent, isPromotionCode } from "./marketer.ts";
export { riyadhToday } from "./riyadh-date.ts";
