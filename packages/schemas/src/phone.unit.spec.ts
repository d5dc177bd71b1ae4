import { describe, expect, it } from "vitest";
import { ZPhoneSchema, ZUserPhoneSchema } from "./phone.ts";
import { issuesOf } from "./testing/issues.ts";

describe("ZPhoneSchema", () => {
  it.each(["512345678", "0512345678", "+966 51 234 5678", "00966512345678", "٠٥١٢٣٤٥٦٧٨"])("stores %j as nine digits", (input) => {
    expect(ZPhoneSchema.parse(input)).toBe("512345678");
  });

  it.each([undefined, ""])("reports %j as required", (input) => {
    expect(issuesOf(ZPhoneSchema, input)).toEqual(["field.required"]);
  });

  it.each(["0112345678", "12345", "+971512345678"])("reports %j as an invalid phone", (input) => {
    expect(issuesOf(ZPhoneSchema, input)).toEqual(["phone.invalid"]);
  });
});

describe("ZUserPhoneSchema", () => {
  it("takes 05 followed by eight digits and stores nine digits", () => {
    expect(ZUserPhoneSchema.parse("0512345678")).toBe("512345678");
    expect(ZUserPhoneSchema.parse("٠٥١٢٣٤٥٦٧٨")).toBe("512345678");
  });

  it.each(["512345678", "+966512345678", "0412345678", "051234567"])("reports %j as an invalid phone", (input) => {
    expect(issuesOf(ZUserPhoneSchema, input)).toEqual(["phone.invalid"]);
  });

  it("reports an empty phone as required", () => {
    expect(issuesOf(ZUserPhoneSchema, " ")).toEqual(["field.required"]);
  });
});
