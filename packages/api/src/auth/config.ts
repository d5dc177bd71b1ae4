import { webcrypto } from "node:crypto";
import type { SignInLimits } from "./sign-in-limits.ts";

export interface AuthConfig {
  jwtSecret: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  otpTtlSeconds: number;
  demo: { phone: string; password: string; otp: string };
  signInLimits: SignInLimits;
}

export const TOKEN_VERSION = "1.01";

const tokenKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as an HMAC key, imported once: given the bytes, jose imports them again for every token it signs or
 * verifies, a second crypto job on every request.
 */
export function tokenKey({ jwtSecret }: AuthConfig): Promise<webcrypto.CryptoKey> {
  let key = tokenKeys.get(jwtSecret);
  if (!key) {
    key = webcrypto.subtle.importKey("raw", jwtSecret as Uint8Array<ArrayBuffer>, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    tokenKeys.set(jwtSecret, key);
  }
  return key;
}
