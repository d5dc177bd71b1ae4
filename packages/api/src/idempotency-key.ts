import { AppError } from "@amlak/domain";
import { ZIdempotencyKeySchema } from "@amlak/schemas";
import type { Context } from "./context.ts";

/** The request's Idempotency-Key, refused with the header named when it is not a key; null without one. */
export function idempotencyKeyOf(ctx: Context): string | null {
  const key = ctx.idempotencyKey;
  if (key !== null && !ZIdempotencyKeySchema.safeParse(key).success)
    throw new AppError("validation.failed", {}, { "Idempotency-Key": "field.invalid" });
  return key;
}
