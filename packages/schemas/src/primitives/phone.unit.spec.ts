import { describe, expect, it } from "vitest";
import { formatSaudiPhone, isOrganizationPhone, isUserPhone, normalizeSaudiPhone, phoneForLog } from "./phone.ts";

describe("normalizeSaudiPhone", () => {
  it.each([
    "512345678",
    "0512345678",
    "966512345678",
    "+966512345678",
    "00966512345678",
    "+966 51 234 5678",
    "+966-51-234-5678",
    "+966 0512345678",
    "٠٥١٢٣٤٥٦٧٨",
    "۰۵۱۲۳۴۵۶۷۸",
    " 051 234 5678 ",
  ])("reads %j as 512345678", (text) => {
    expect(normalizeSaudiPhone(text)).toBe("512345678");
  });

  it.each(["", "0112345678", "51234567", "5123456789", "+971512345678", "05123abc78", "412345678"])("rejects %j", (text) => {
    expect(normalizeSaudiPhone(text)).toBeNull();
  });
});

describe("formatSaudiPhone", () => {
  it("shows the stored nine digits with the country code", () => {
    expect(formatSaudiPhone("512345678")).toBe("+966 51 234 5678");
  });

  it("formats any accepted spelling the same way", () => {
    expect(formatSaudiPhone("0512345678")).toBe("+966 51 234 5678");
  });

  it("shows text that is not a Saudi mobile number unchanged", () => {
    expect(formatSaudiPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
  });
});

describe("isUserPhone", () => {
  it("accepts 05 followed by eight digits", () => {
    expect(isUserPhone("0512345678")).toBe(true);
  });

  it.each(["512345678", "0412345678", "051234567", "05123456789", "+966512345678"])("rejects %j", (text) => {
    expect(isUserPhone(text)).toBe(false);
  });
});

describe("isOrganizationPhone", () => {
  it("accepts nine digits starting with 5", () => {
    expect(isOrganizationPhone("512345678")).toBe(true);
  });

  it.each(["0512345678", "412345678", "51234567"])("rejects %j", (text) => {
    expect(isOrganizationPhone(text)).toBe(false);
  });
});

describe("phoneForLog", () => {
  it.each(["512345678", "0512345678", "+966512345678", "%2B966512345678", "+966 51 234 5678"])("shows %j as *******678", (text) => {
    expect(phoneForLog(text)).toBe("*******678");
  });
});
