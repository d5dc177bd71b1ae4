import { createHash, randomBytes, randomInt } from "node:crypto";

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

export const newOpaqueToken = (): string => randomBytes(32).toString("base64url");

export const newOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const maskPhone = (nine: string): string => `+966 ${nine.slice(0, 2)}*****${nine.slice(-2)}`;
