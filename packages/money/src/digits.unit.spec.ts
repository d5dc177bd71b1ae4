import { describe, expect, it } from "vitest";
import { toWesternDigits } from "./digits.ts";

describe("toWesternDigits", () => {
  it("converts Arabic-Indic digits", () => {
    expect(toWesternDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
  });

  it("converts Persian digits", () => {
    expect(toWesternDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
  });

  it("keeps everything that is not a digit as typed", () => {
    expect(toWesternDigits("عقد ٣/ unit 7-B")).toBe("عقد 3/ unit 7-B");
  });
});
