export interface AuthConfig {
  jwtSecret: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  otpTtlSeconds: number;
  demo: { phone: string; password: string; otp: string };
}

export const TOKEN_VERSION = "1.01";
