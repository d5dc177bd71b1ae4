import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gregorianToHijri, hijriToGregorian } from "./hijri.ts";

const KNOWN_DAYS = [
  { iso: "2025-03-01", hijri: { year: 1446, month: 9, day: 1 } }, // 1 Ramadan 1446
  { iso: "2025-06-26", hijri: { year: 1447, month: 1, day: 1 } }, // 1 Muharram 1447
  { iso: "2024-03-11", hijri: { year: 1445, month: 9, day: 1 } }, // 1 Ramadan 1445
  { iso: "2023-07-19", hijri: { year: 1445, month: 1, day: 1 } }, // 1 Muharram 1445
  { iso: "1924-08-01", hijri: { year: 1343, month: 1, day: 1 } }, // first day of the tables
  { iso: "2077-11-16", hijri: { year: 1500, month: 12, day: 30 } }, // last day of the tables
];

describe("Umm al-Qura conversion", () => {
  it.each(KNOWN_DAYS)("maps $iso to the Hijri day and back", ({ iso, hijri }) => {
    expect(gregorianToHijri(iso)).toEqual(hijri);
    expect(hijriToGregorian(hijri)).toBe(iso);
  });

  it("round-trips every Gregorian day from 1940 to 2076", () => {
    const first = Date.UTC(1940, 0, 1);
    const days = Math.round((Date.UTC(2076, 11, 31) - first) / 86_400_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: days }), (offset) => {
        const iso = new Date(first + offset * 86_400_000).toISOString().slice(0, 10);
        expect(hijriToGregorian(gregorianToHijri(iso))).toBe(iso);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(["2025-02-30", "2025/03/01", "1 March 2025"])("refuses the Gregorian date %j", (iso) => {
    expect(() => gregorianToHijri(iso)).toThrow(RangeError);
  });

  it("refuses Gregorian days outside the Umm al-Qura tables", () => {
    expect(() => gregorianToHijri("1924-07-31")).toThrow(RangeError);
    expect(() => gregorianToHijri("2077-11-17")).toThrow(RangeError);
  });

  it.each([
    { year: 1446, month: 9, day: 30 }, // Ramadan 1446 had 29 days
    { year: 1446, month: 13, day: 1 },
    { year: 1446, month: 1, day: 0 },
    { year: 1342, month: 12, day: 1 },
    { year: 1501, month: 1, day: 1 },
    { year: 1446.5, month: 1, day: 1 },
  ])("refuses the Hijri date $year/$month/$day", (hijri) => {
    expect(() => hijriToGregorian(hijri)).toThrow(RangeError);
  });
});
