import { describe, expect, it } from "vitest";
import { calendarMonth, calendarYear, recentMonths, weekOf } from "./calendar-periods.ts";

describe("calendar periods", () => {
  it("takes the Gregorian month and year of a day", () => {
    expect(calendarMonth("2026-02-14", "md")).toEqual({ first: "2026-02-01", last: "2026-02-28" });
    expect(calendarYear("2026-02-14", "md")).toEqual({ first: "2026-01-01", last: "2026-12-31" });
  });

  it("takes the Umm al-Qura month and year in Hijri mode", () => {
    // 2026-11-22 is 1448/06/12 AH; Jumada al-Akhirah 1448 runs 2026-11-11 to 2026-12-09, the year 2026-06-16 to 2027-06-05.
    expect(calendarMonth("2026-11-22", "hj")).toEqual({ first: "2026-11-11", last: "2026-12-09" });
    expect(calendarYear("2026-11-22", "hj")).toEqual({ first: "2026-06-16", last: "2027-06-05" });
  });

  it("lists the last months oldest first, across the turn of the year", () => {
    const months = recentMonths("2026-02-14", "md", 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ first: "2025-03-01", last: "2025-03-31" });
    expect(months[10]).toEqual({ first: "2026-01-01", last: "2026-01-31" });
    expect(months[11]).toEqual({ first: "2026-02-01", last: "2026-02-28" });
  });

  it("runs a week from Sunday to Saturday", () => {
    // 2026-11-22 is a Sunday, 2026-11-26 a Thursday.
    expect(weekOf("2026-11-22")).toEqual({ first: "2026-11-22", last: "2026-11-28" });
    expect(weekOf("2026-11-26")).toEqual({ first: "2026-11-22", last: "2026-11-28" });
    expect(weekOf("2026-11-28")).toEqual({ first: "2026-11-22", last: "2026-11-28" });
  });
});
