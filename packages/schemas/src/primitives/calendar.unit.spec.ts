import { describe, expect, it } from "vitest";
import { isExistingDate, parseIsoDate, toIsoDate } from "./calendar.ts";

describe("isExistingDate", () => {
  it("knows month lengths and leap years", () => {
    expect(isExistingDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isExistingDate({ year: 2025, month: 2, day: 29 })).toBe(false);
    expect(isExistingDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isExistingDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isExistingDate({ year: 2025, month: 4, day: 31 })).toBe(false);
    expect(isExistingDate({ year: 2025, month: 12, day: 31 })).toBe(true);
  });

  it("rejects month, day or year zero", () => {
    expect(isExistingDate({ year: 2025, month: 0, day: 1 })).toBe(false);
    expect(isExistingDate({ year: 2025, month: 1, day: 0 })).toBe(false);
    expect(isExistingDate({ year: 0, month: 1, day: 1 })).toBe(false);
  });
});

describe("toIsoDate and parseIsoDate", () => {
  it("pads parts to YYYY-MM-DD", () => {
    expect(toIsoDate({ year: 25, month: 3, day: 1 })).toBe("0025-03-01");
  });

  it("reads an existing day back into parts", () => {
    expect(parseIsoDate("2025-03-01")).toEqual({ year: 2025, month: 3, day: 1 });
  });

  it.each(["2025-02-30", "2025-3-1", "2025/03/01", "2025-03-01T00:00:00Z", ""])("rejects %j", (iso) => {
    expect(parseIsoDate(iso)).toBeNull();
  });
});
