import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZLoginSchema, ZRefreshSchema, ZSignupSchema } from "./auth.schema.ts";
import { ZDateSchema } from "./date.ts";
import { ZEmailSchema } from "./email.ts";
import { plainText, requiredOrInvalid, requiredString } from "./field.ts";
import { ZIdempotencyKeySchema, ZLedgerEventsQuerySchema } from "./ledger.schema.ts";
import { ZVatNoSchema } from "./organization-numbers.ts";
import { ZOtpSchema } from "./otp.ts";
import { ZPasswordSchema } from "./password.ts";
import { ZPhoneSchema, ZUserPhoneSchema } from "./phone.ts";
import { ZContactTypeSchema } from "./portfolio.schema.ts";
import { ZLookupGroupSchema } from "./prefs.schema.ts";
import { issuesOf } from "./testing/issues.ts";
import { ZRequiredTextSchema, ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

describe("requiredOrInvalid", () => {
  it("calls a missing value required", () => {
    expect(requiredOrInvalid({ input: undefined })).toBe("field.required");
    expect(requiredOrInvalid({ input: null })).toBe("field.required");
  });

  it("calls a value of the wrong type invalid", () => {
    expect(requiredOrInvalid({ input: 42 })).toBe("field.invalid");
    expect(requiredOrInvalid({ input: {} })).toBe("field.invalid");
  });
});

describe("plainText", () => {
  it("keeps tabs, line breaks, Arabic and emoji", () => {
    const text = "سطر أول\r\nسطر\tثانٍ 🏠";
    expect(plainText().parse(text)).toBe(text);
  });

  it.each(["\u0000", "\u0008", "\u000B", "\u000C", "\u001B", "\u001F", "\u007F", "\uFFFE", "\uFFFF", "\uD800", "x\uDC00"])(
    "refuses %j anywhere in the text, even where trimming would drop it",
    (character) => {
      expect(issuesOf(plainText(), `note${character}`)).toEqual(["field.controlCharacters"]);
      expect(issuesOf(ZTextSchema, ` ${character}`)).toEqual(["field.controlCharacters"]);
    },
  );

  it("reports a missing value as required and a wrong type as invalid", () => {
    expect(issuesOf(plainText(), undefined)).toEqual(["field.required"]);
    expect(issuesOf(plainText(), 12)).toEqual(["field.invalid"]);
  });
});

describe("every text field", () => {
  const fields: [string, z.ZodType, string][] = [
    ["requiredString", requiredString(), "name"],
    ["ZTextSchema", ZTextSchema, "note"],
    ["ZRequiredTextSchema", ZRequiredTextSchema, "note"],
    ["signup name", ZSignupSchema.shape.name, "مازن"],
    ["login password", ZLoginSchema.shape.password, "secret123"],
    ["ZPasswordSchema", ZPasswordSchema, "secret123"],
    ["refresh token", ZRefreshSchema.shape.refreshToken, "token"],
    ["ZEmailSchema", ZEmailSchema, "owner@amlak.sa"],
    ["ZPhoneSchema", ZPhoneSchema, "0551234567"],
    ["ZUserPhoneSchema", ZUserPhoneSchema, "0551234567"],
    ["ZUuidSchema", ZUuidSchema, "11111111-1111-4111-8111-111111111111"],
    ["ZDateSchema", ZDateSchema, "2026-01-01"],
    ["ZOtpSchema", ZOtpSchema, "1234"],
    ["ZVatNoSchema", ZVatNoSchema, "300123456700003"],
    ["ZContactTypeSchema", ZContactTypeSchema, "tenant"],
    ["lookup group", ZLookupGroupSchema.shape.group, "TaskTypes"],
    ["ledger stream", ZLedgerEventsQuerySchema.shape.stream, "contract:11111111-1111-4111-8111-111111111111"],
    ["ZIdempotencyKeySchema", ZIdempotencyKeySchema, "key-12345678"],
  ];

  it.each(fields)("%s refuses a NUL with field.controlCharacters", (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(issuesOf(schema, `${valid}\u0000`)).toEqual(["field.controlCharacters"]);
  });
});
