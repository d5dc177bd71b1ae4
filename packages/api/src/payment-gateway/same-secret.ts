import { timingSafeEqual } from "node:crypto";

/** Constant-time, so a forger cannot learn a secret a character at a time from how long a refusal takes. */
export function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
