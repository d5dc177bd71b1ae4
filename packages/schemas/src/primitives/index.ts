export { type DateParts, parseIsoDate, toIsoDate } from "./calendar.ts";
export { checkContractTerm } from "./contract-term.ts";
export { isSupportedDate, LATEST_DATE } from "./date-input.ts";
export { digitsOnly } from "./digits.ts";
export { isValidEmail } from "./email.ts";
export { formatSaudiPhone, normalizeSaudiPhone, phoneForLog } from "./phone.ts";
