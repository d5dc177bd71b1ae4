import { describe, expect, it } from "vitest";
import { isCommercialRegistrationNo, isVatNo } from "./organization-numbers.ts";

describe("isVatNo", () => {
  it("accepts 15 digits starting with 3", () => {
    expect(isVatNo("300123456700003")).toBe(true);
  });

  it.each(["200123456700003", "30012345670000", "3001234567000031", "30012345670000a", ""])("rejects %j", (text) => {
    expect(isVatNo(text)).toBe(false);
  });
});

describe("isCommercialRegistrationNo", () => {
  it("accepts 10 digits not starting with 0", () => {
    expect(isCommercialRegistrationNo("1010123456")).toBe(true);
  });

  it.each(["0101234567", "101012345", "10101234567", "10101a3456", ""])("rejects %j", (text) => {
    expect(isCommercialRegistrationNo(text)).toBe(false);
  });
});
