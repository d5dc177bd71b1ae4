export { type DateParts, parseIsoDate, toIsoDate } from "./calendar.ts";
export { checkContractTerm, type ContractTermResult } from "./contract-term.ts";
export {
  checkRange,
  type DateInputError,
  type DateInputResult,
  type DateRangeResult,
  EARLIEST_DATE,
  isSupportedDate,
  LATEST_DATE,
  parseDateInput,
} from "./date-input.ts";
export { digitsOnly } from "./digits.ts";
export { isValidEmail } from "./email.ts";
export { isCommercialRegistrationNo, isVatNo } from "./organization-numbers.ts";
export { formatSaudiPhone, isOrganizationPhone, isUserPhone, normalizeSaudiPhone } from "./phone.ts";
