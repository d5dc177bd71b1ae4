import { toWesternDigits } from "@amlak/money";
import { z } from "zod";
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

const digitsSchema = (count: number) =>
  requiredString().transform(westernDigitsWhere((digits) => new RegExp(`^\\d{${count}}$`).test(digits)));
const addressPart = requiredString().max(100, { error: "field.maxLength" });

/** A Saudi national address as ZATCA's phase-2 documents carry it: a 4-digit building number, a 5-digit postal code. */
export const ZNationalAddressSchema = z.object({
  street: addressPart,
  building_number: digitsSchema(4),
  district: addressPart,
  city: addressPart,
  postal_code: digitsSchema(5),
});
