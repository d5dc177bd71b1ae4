import { describe, expect, it } from "vitest";
import { checkRange, parseDateInput } from "./date-input.ts";

const now = new Date("2026-05-10T12:00:00Z");

describe("parseDateInput", () => {
  it.each([
    ["2025/03/01", "2025-03-01"],
    ["2025-03-01", "2025-03-01"],
    ["2025/3/1", "2025-03-01"],
    ["25/3/1", "2025-03-01"],
    ["76-12-31", "2076-12-31"],
    ["٢٠٢٥/٠٣/٠١", "2025-03-01"],
    [" 2024/02/29 ", "2024-02-29"],
  ])("reads %j as %s", (text, date) => {
    expect(parseDateInput(text, { now })).toEqual({ ok: true, date });
  });

  it("places a two-digit year in the century of now", () => {
    expect(parseDateInput("30/01/01", { now: new Date("1950-06-01T00:00:00Z") })).toEqual({
      ok: true,
      date: "1930-01-01",
    });
  });

  it.each([
    "",
    "2025",
    "2025/03",
    "01/03/2025",
    "2025.03.01",
    "2025-03/01",
    "202/03/01",
    "2025/13/01",
    "2025/00/10",
    "2025/01/32",
    "2025/01/00",
    "2025/1/1x",
  ])("calls %j a format error", (text) => {
    expect(parseDateInput(text, { now })).toEqual({ ok: false, code: "date.format" });
  });

  it.each(["2025/02/29", "2025/02/30", "2025/04/31", "0000/01/01"])("calls %j a day that does not exist", (text) => {
    expect(parseDateInput(text, { now })).toEqual({ ok: false, code: "date.invalid" });
  });

  it("accepts 1925-01-01 to 2076-12-31 and calls any other existing day out of range", () => {
    expect(parseDateInput("1925/01/01", { now })).toEqual({ ok: true, date: "1925-01-01" });
    expect(parseDateInput("2076-12-31", { now })).toEqual({ ok: true, date: "2076-12-31" });
    for (const text of ["1924/12/31", "2077/01/01", "0001-01-01", "9999-12-31"]) {
      expect(parseDateInput(text, { now })).toEqual({ ok: false, code: "date.outOfRange" });
    }
  });

  it("accepts only slashes for all-day dates", () => {
    expect(parseDateInput("2025/03/01", { allDay: true, now })).toEqual({ ok: true, date: "2025-03-01" });
    expect(parseDateInput("2025-03-01", { allDay: true, now })).toEqual({ ok: false, code: "date.format" });
  });
});

describe("checkRange", () => {
  it("accepts a start before or on the end", () => {
    expect(checkRange("2025-01-01", "2025-12-31")).toEqual({ ok: true });
    expect(checkRange("2025-01-01", "2025-01-01")).toEqual({ ok: true });
  });

  it("refuses a start after the end", () => {
    expect(checkRange("2025-01-02", "2025-01-01")).toEqual({ ok: false, code: "date.endBeforeStart" });
  });
});
