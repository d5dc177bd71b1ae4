import { describe, expect, it } from "vitest";
import { calendarText, otherCalendarDate, readCalendarDate } from "./calendar-date.ts";

const NOW = new Date(2026, 0, 15);

describe("readCalendarDate in Hijri", () => {
  it("reads a Hijri date typed with either separator and Arabic or Western digits as its Gregorian day", () => {
    expect(readCalendarDate("1447/01/01", "hj", NOW)).toEqual({ ok: true, date: "2025-06-26" });
    expect(readCalendarDate("١٤٤٦-٩-١", "hj", NOW)).toEqual({ ok: true, date: "2025-03-01" });
    expect(readCalendarDate(" 1445/9/1 ", "hj", NOW)).toEqual({ ok: true, date: "2024-03-11" });
  });

  it("places a two-digit year in the current Hijri century", () => {
    expect(readCalendarDate("47/01/01", "hj", NOW)).toEqual({ ok: true, date: "2025-06-26" });
  });

  it("names what is wrong: nothing typed, the shape, a day the month lacks, a year out of range", () => {
    expect(readCalendarDate(" ", "hj", NOW)).toEqual({ ok: false, code: "field.required" });
    expect(readCalendarDate("1447/13/01", "hj", NOW)).toEqual({ ok: false, code: "date.format" });
    expect(readCalendarDate("1447/01-01", "hj", NOW)).toEqual({ ok: false, code: "date.format" });
    expect(readCalendarDate("1446/09/30", "hj", NOW)).toEqual({ ok: false, code: "date.invalid" });
    expect(readCalendarDate("1300/01/01", "hj", NOW)).toEqual({ ok: false, code: "date.outOfRange" });
    expect(readCalendarDate("1500/06/01", "hj", NOW)).toEqual({ ok: false, code: "date.outOfRange" });
  });
});

describe("readCalendarDate in Gregorian", () => {
  it("reads what the shared date schema reads, and names what it refuses", () => {
    expect(readCalendarDate("2026/3/1", "md")).toEqual({ ok: true, date: "2026-03-01" });
    expect(readCalendarDate("٢٠٢٥-٠٣-٠١", "md")).toEqual({ ok: true, date: "2025-03-01" });
    expect(readCalendarDate("", "md")).toEqual({ ok: false, code: "field.required" });
    expect(readCalendarDate("01/03/2025", "md")).toEqual({ ok: false, code: "date.format" });
    expect(readCalendarDate("2026/02/30", "md")).toEqual({ ok: false, code: "date.invalid" });
    expect(readCalendarDate("1447/01/01", "md")).toEqual({ ok: false, code: "date.outOfRange" });
  });
});

describe("calendarText", () => {
  it("writes a day as the user types it, and reads it back to the same day", () => {
    expect(calendarText("2026-03-01", "md")).toBe("2026/03/01");
    expect(calendarText("2025-06-26", "hj")).toBe("1447/01/01");
    for (const iso of ["2024-02-29", "2026-12-31", "2030-07-04"]) {
      expect(readCalendarDate(calendarText(iso, "hj"), "hj")).toEqual({ ok: true, date: iso });
      expect(readCalendarDate(calendarText(iso, "md"), "md")).toEqual({ ok: true, date: iso });
    }
  });

  it("refuses what is not a YYYY-MM-DD day", () => {
    expect(() => calendarText("2026/03/01", "md")).toThrow(RangeError);
  });
});

describe("otherCalendarDate", () => {
  it("gives the Gregorian day marked م to a Hijri user, and the Hijri day to a Gregorian one", () => {
    expect(otherCalendarDate("2025-06-26", { dateType: "hj", lang: "ar" })).toBe("2025/06/26 م");
    expect(otherCalendarDate("2025-06-26", { dateType: "md", lang: "en" })).toBe("1447/01/01 هـ");
  });
});
