import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-date.ts";
import { addMonthsClamped, contractMonths } from "./months.ts";

describe("addMonthsClamped", () => {
  it("keeps the day when the target month has it", () => {
    expect(addMonthsClamped("2025-01-15", 1)).toBe("2025-02-15");
    expect(addMonthsClamped("2025-11-15", 3)).toBe("2026-02-15");
  });

  it("clamps the day to the end of a shorter month", () => {
    expect(addMonthsClamped("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonthsClamped("2025-01-31", 3)).toBe("2025-04-30");
    expect(addMonthsClamped("2024-01-31", 1)).toBe("2024-02-29");
  });

  it("clamps 29 February to 28 February in a common year", () => {
    expect(addMonthsClamped("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonthsClamped("2024-02-29", 48)).toBe("2028-02-29");
  });

  it("counts from the given date, so clamping does not carry over", () => {
    expect(addMonthsClamped("2025-01-31", 2)).toBe("2025-03-31");
  });

  it("returns the same date for zero months and can go backwards", () => {
    expect(addMonthsClamped("2025-03-31", 0)).toBe("2025-03-31");
    expect(addMonthsClamped("2025-03-31", -1)).toBe("2025-02-28");
    expect(addMonthsClamped("2025-01-10", -13)).toBe("2023-12-10");
  });

  it("rejects a string that is not a calendar date", () => {
    expect(() => addMonthsClamped("2025-02-30", 1)).toThrow(RangeError);
    expect(() => addMonthsClamped("2025-1-01", 1)).toThrow(RangeError);
  });
});

describe("contractMonths", () => {
  it("counts whole months from the start to the day after the end", () => {
    expect(contractMonths("2025-01-01", "2025-12-31")).toBe(12);
    expect(contractMonths("2025-01-15", "2026-01-14")).toBe(12);
    expect(contractMonths("2025-01-01", "2027-06-30")).toBe(30);
  });

  it("measures a month from a month-end start by the clamped date", () => {
    // 31 Jan + 1 month is 28 Feb, so a contract ending 27 Feb is one whole month.
    expect(contractMonths("2025-01-31", "2025-02-27")).toBe(1);
    expect(contractMonths("2025-01-31", "2025-03-30")).toBe(2);
  });

  it("counts a year from 29 February to 27 February as twelve months", () => {
    expect(contractMonths("2024-02-29", "2025-02-27")).toBe(12);
  });

  it("drops a trailing part month: only whole months count", () => {
    expect(contractMonths("2025-01-01", "2025-12-30")).toBe(11);
    expect(contractMonths("2025-01-01", "2025-02-15")).toBe(1);
  });

  it("counts a contract shorter than one month as one month", () => {
    expect(contractMonths("2025-01-01", "2025-01-20")).toBe(1);
    expect(contractMonths("2025-01-01", "2025-01-02")).toBe(1);
  });

  it("handles an end on the last day of the year", () => {
    expect(contractMonths("2025-12-01", "2025-12-31")).toBe(1);
    expect(contractMonths("9998-01-01", "9999-12-31")).toBe(24);
  });
});

describe("addDays", () => {
  it("crosses months, years and leap days both ways", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-11-22", 14)).toBe("2026-12-06");
  });
});
