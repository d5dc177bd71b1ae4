export { type DateParts, parseIsoDate, toIsoDate } from "./calendar.ts";
export { checkRange, type DateInputError, type DateInputResult, type DateRangeResult, parseDateInput } from "./date-input.ts";
export { digitsOnly } from "./digits.ts";
export { isValidEmail } from "./email.ts";
export { isCommercialRegistrationNo, isVatNo } from "./organization-numbers.ts";
export { formatSaudiPhone, isOrganizationPhone, isUserPhone, normalizeSaudiPhone } from "./phone.ts";
