import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.ts";

describe("formatDate", () => {
  it("writes Gregorian dates as YYYY/MM/DD in both languages", () => {
    expect(formatDate("2025-03-01", { dateType: "md", lang: "ar" })).toBe("2025/03/01");
    expect(formatDate("2025-03-01", { dateType: "md", lang: "en" })).toBe("2025/03/01");
  });

  it("writes Hijri dates as YYYY/MM/DD هـ with Western digits", () => {
    expect(formatDate("2025-03-01", { dateType: "hj", lang: "ar" })).toBe("1446/09/01 هـ");
    expect(formatDate("2025-06-26", { dateType: "hj", lang: "en" })).toBe("1447/01/01 هـ");
  });

  it("refuses what is not a YYYY-MM-DD day", () => {
    expect(() => formatDate("2025-02-30", { dateType: "md", lang: "ar" })).toThrow(RangeError);
  });
});
