import { describe, expect, it } from "vitest";
import { ZOtpSchema } from "./otp.ts";
import { issuesOf } from "./testing/issues.ts";

describe("ZOtpSchema", () => {
  it.each([
    ["1234", "1234"],
    ["123456", "123456"],
    [" ١٢٣٤٥ ", "12345"],
  ])("reads %j as %s", (input, code) => {
    expect(ZOtpSchema.parse(input)).toBe(code);
  });

  it.each(["123", "1234567", "12a4"])("reports %j as an invalid code", (input) => {
    expect(issuesOf(ZOtpSchema, input)).toEqual(["otp.invalid"]);
  });

  it("reports an empty code as required", () => {
    expect(issuesOf(ZOtpSchema, "")).toEqual(["field.required"]);
  });
});
