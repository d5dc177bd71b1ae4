import { toWesternDigits } from "@amlak/money";

const SEPARATORS = /[\s\-()]/g;
// "+966 05…" is common, so a trunk 0 left after the country code is dropped as well.
const SAUDI_PREFIX = /^(?:\+966|00966|966)?0?/;
const SAUDI_MOBILE = /^5\d{8}$/;

/** Any way a Saudi mobile number is written, as the nine digits we store (5XXXXXXXX); null if it is not one. */
export function normalizeSaudiPhone(text: string): string | null {
  const nine = toWesternDigits(text).replace(SEPARATORS, "").replace(SAUDI_PREFIX, "");
  return SAUDI_MOBILE.test(nine) ? nine : null;
}

/** `+966 5X XXX XXXX`; text that is not a Saudi mobile number is shown as it is. */
export function formatSaudiPhone(phone: string): string {
  const nine = normalizeSaudiPhone(phone);
  if (nine === null) return phone;
  return `+966 ${nine.slice(0, 2)} ${nine.slice(2, 5)} ${nine.slice(5)}`;
}

/** A phone as log lines may show it: its last three digits only, behind a mask that hides its length (`*******567`). */
export const phoneForLog = (phone: string): string => `*******${phone.replace(/\D/g, "").slice(-3)}`;

/** The sub-user and marketer form rule: 05 followed by eight digits. */
export function isUserPhone(text: string): boolean {
  return /^05\d{8}$/.test(text);
}

/** The organization and rent-reminder form rule: nine digits starting with 5, shown after +966. */
export function isOrganizationPhone(text: string): boolean {
  return SAUDI_MOBILE.test(text);
}
