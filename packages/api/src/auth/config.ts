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
