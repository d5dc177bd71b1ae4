import { toWesternDigits } from "@amlak/money";
import { parsedBy, requiredString } from "./field.ts";

export const ZOtpSchema = requiredString().transform(
  parsedBy((text) => {
    const code = toWesternDigits(text);
    return /^\d{4,6}$/.test(code) ? code : null;
  }, "otp.invalid"),
);
