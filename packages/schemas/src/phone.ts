import { toWesternDigits } from "@amlak/money";
import { parsedBy, requiredString } from "./field.ts";
import { isUserPhone, normalizeSaudiPhone } from "./primitives/phone.ts";

/** Any accepted way of writing a Saudi mobile number, as the nine stored digits. */
export const ZPhoneSchema = requiredString().transform(parsedBy(normalizeSaudiPhone, "phone.invalid"));

/** The sub-user and marketer phone, typed as 05XXXXXXXX, stored as nine digits like every phone. */
export const ZUserPhoneSchema = requiredString().transform(
  parsedBy((text) => {
    const phone = toWesternDigits(text);
    return isUserPhone(phone) ? phone.slice(1) : null;
  }, "phone.invalid"),
);
