import { z } from "zod";
import { plainText } from "./field.ts";

const PASSWORD_MIN_LENGTH = 8;

// Not trimmed: spaces are part of a password. Aborting on empty keeps the later checks from piling on.
const typedPassword = plainText().min(1, { error: "field.required", abort: true });

export const ZPasswordSchema = typedPassword.min(PASSWORD_MIN_LENGTH, { error: "password.minLength" });

export const ZPasswordConfirmationSchema = z
  .object({ password: ZPasswordSchema, confirmPassword: typedPassword })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "password.mismatch",
  });
