// Digit, phone, date and identifier rules live below domain (money, schemas) so the zod schemas can use
// them; they are re-exported here so callers find every input rule in one place.
export { toWesternDigits } from "@amlak/money";
export {
  checkRange,
  type DateInputError,
  type DateInputResult,
  type DateRangeResult,
  digitsOnly,
  formatSaudiPhone,
  isCommercialRegistrationNo,
  isOrganizationPhone,
  isUserPhone,
  isValidEmail,
  isVatNo,
  normalizeSaudiPhone,
  parseDateInput,
} from "@amlak/schemas";
export { type DateType, formatDate } from "./format-date.ts";
export { gregorianToHijri, type HijriDate, hijriToGregorian } from "./hijri.ts";
export { clampPercent, isPromotionCode } from "./marketer.ts";
export { riyadhToday } from "./riyadh-date.ts";
