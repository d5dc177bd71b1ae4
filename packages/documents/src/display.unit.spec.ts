import { describe, expect, it } from "vitest";
import { displayRate, riyadhDateTime } from "./display.ts";

describe("riyadhDateTime", () => {
  it("states an instant in Riyadh time, three hours ahead of UTC", () => {
    expect(riyadhDateTime("2026-11-22T11:05:00Z")).toEqual({ date: "2026-11-22", time: "14:05" });
  });

  it("moves to the next day after 21:00 UTC", () => {
    expect(riyadhDateTime("2026-11-22T22:30:00.000Z")).toEqual({ date: "2026-11-23", time: "01:30" });
  });

  it("refuses a text that is not a time", () => {
    expect(() => riyadhDateTime("tomorrow")).toThrow(RangeError);
  });
});

describe("displayRate", () => {
  it.each([
    ["0.15", "15%"],
    ["0", "0%"],
    ["0.05", "5%"],
  ])("writes %s as %s", (rate, text) => {
    expect(displayRate(rate)).toBe(text);
  });
});
