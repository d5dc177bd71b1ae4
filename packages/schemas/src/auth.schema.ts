import { z } from "zod";
import { ZEmailSchema } from "./email.ts";
import { requiredString } from "./field.ts";
import { ZOtpSchema } from "./otp.ts";
import { ZPasswordSchema } from "./password.ts";
import { ZPhoneSchema } from "./phone.ts";
import { ZUuidSchema } from "./uuid.ts";

export const ZSignupSchema = z.object({
  name: requiredString().max(100, { error: "field.maxLength" }),
  phone: ZPhoneSchema,
  email: ZEmailSchema,
  password: ZPasswordSchema,
});

export const ZLoginSchema = z.object({
  phone: ZPhoneSchema,
  // Any non-empty password is checked against the hash; the length rule is for choosing one.
  password: requiredString(),
});

export const ZChallengeSchema = z.object({ challenge: ZUuidSchema });
export const ZOtpVerifySchema = z.object({ challenge: ZUuidSchema, otp: ZOtpSchema });
export const ZPhoneOnlySchema = z.object({ phone: ZPhoneSchema });
export const ZRefreshSchema = z.object({ refreshToken: requiredString().max(200, { error: "field.maxLength" }) });
/** The token of an e-mail confirmation link (base64url, 43 characters today). */
export const ZEmailConfirmationSchema = z.object({ token: requiredString().max(200, { error: "field.maxLength" }) });
export const ZPasswordResetSchema = z.object({ challenge: ZUuidSchema, otp: ZOtpSchema, password: ZPasswordSchema });
