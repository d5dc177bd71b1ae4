import { z } from "zod";
import { ZEmailSchema } from "./email.ts";
import { plainText, requiredString } from "./field.ts";
import { ZOtpSchema } from "./otp.ts";
import { ZPasswordConfirmationSchema } from "./password.ts";
import { ZPhoneSchema } from "./phone.ts";
import { ZUuidSchema } from "./uuid.ts";

export const DATE_TYPES = ["md", "hj"] as const;

/** An IANA time zone the runtime knows ("Asia/Riyadh"); Intl refuses any other name. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The user profile (SPEC §3): full name, e-mail, language, date type and time zone; the phone changes by code. */
export const ZProfileUpdateSchema = z.object({
  name: requiredString().max(100, { error: "field.maxLength" }),
  email: ZEmailSchema,
  lang: z.enum(["ar", "en"], { error: "field.invalid" }),
  dateType: z.enum(DATE_TYPES, { error: "field.invalid" }),
  timezone: requiredString().max(64, { error: "field.maxLength" }).refine(isTimeZone, { error: "field.invalid" }),
});

export const ZPhoneChangeRequestSchema = z.object({ phone: ZPhoneSchema });
export const ZPhoneChangeConfirmSchema = z.object({ challenge: ZUuidSchema, otp: ZOtpSchema });

/** The current password (checked against the hash, so any non-empty text), and the new one twice (SPEC §5). */
export const ZPasswordChangeSchema = z
  .object({ currentPassword: plainText().min(1, { error: "field.required" }) })
  .and(ZPasswordConfirmationSchema);
