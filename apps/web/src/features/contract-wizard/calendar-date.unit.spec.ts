import { describe, expect, it } from "vitest";
import { calendarDateSchema, calendarText, readCalendarDate, readHijriDate } from "./calendar-date.ts";

const TODAY = new Date(2026, 0, 15);

describe("readHijriDate", () => {
  it("reads a Hijri date typed with either separator and Arabic or Western digits as its Gregorian day", () => {
    expect(readHijriDate("1447/01/01", TODAY)).toEqual({ ok: true, date: "2025-06-26" });
    expect(readHijriDate("١٤٤٦-٩-١", TODAY)).toEqual({ ok: true, date: "2025-03-01" });
    expect(readHijriDate(" 1445/9/1 ", TODAY)).toEqual({ ok: true, date: "2024-03-11" });
  });

  it("places a two-digit year in the current Hijri century", () => {
    expect(readHijriDate("47/01/01", TODAY)).toEqual({ ok: true, date: "2025-06-26" });
  });

  it("names what is wrong: nothing typed, the shape, a day the month lacks, a year out of range", () => {
    expect(readHijriDate("", TODAY)).toEqual({ ok: false, code: "field.required" });
    expect(readHijriDate("1447/13/01", TODAY)).toEqual({ ok: false, code: "date.format" });
    expect(readHijriDate("1447/01-01", TODAY)).toEqual({ ok: false, code: "date.format" });
    expect(readHijriDate("1446/09/30", TODAY)).toEqual({ ok: false, code: "date.invalid" });
    expect(readHijriDate("1300/01/01", TODAY)).toEqual({ ok: false, code: "date.outOfRange" });
    expect(readHijriDate("1500/06/01", TODAY)).toEqual({ ok: false, code: "date.outOfRange" });
  });
});

describe("dates in the user's calendar", () => {
  it("parses Gregorian input with the shared schema and Hijri input through Umm al-Qura", () => {
    expect(readCalendarDate("2026/3/1", "md")).toBe("2026-03-01");
    expect(readCalendarDate("1447/09/01", "hj")).toBe(calendarTextBack("1447/09/01"));
    expect(readCalendarDate("2026/02/30", "md")).toBeNull();
    expect(calendarDateSchema("hj").safeParse("1446/09/30").error?.issues[0]?.message).toBe("date.invalid");
  });

  it("writes a day as the user types it, and reads it back to the same day", () => {
    expect(calendarText("2026-03-01", "md")).toBe("2026/03/01");
    expect(calendarText("2025-06-26", "hj")).toBe("1447/01/01");
    for (const iso of ["2024-02-29", "2026-12-31", "2030-07-04"]) {
      expect(readCalendarDate(calendarText(iso, "hj"), "hj")).toBe(iso);
      expect(readCalendarDate(calendarText(iso, "md"), "md")).toBe(iso);
    }
  });
});

function calendarTextBack(hijri: string): string {
  const read = readHijriDate(hijri);
  if (!read.ok) throw new Error(read.code);
  return read.date;
}
