import { toWesternDigits } from "@amlak/money";
import { parsedBy, requiredString } from "./field.ts";
import { isCommercialRegistrationNo, isVatNo } from "./primitives/organization-numbers.ts";

function westernDigitsWhere(isValid: (digits: string) => boolean) {
  return parsedBy((text) => {
    const digits = toWesternDigits(text);
    return isValid(digits) ? digits : null;
  }, "field.invalid");
}

export const ZVatNoSchema = requiredString().transform(westernDigitsWhere(isVatNo));

export const ZCommercialRegistrationNoSchema = requiredString().transform(westernDigitsWhere(isCommercialRegistrationNo));
