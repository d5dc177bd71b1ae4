import { describe, expect, it } from "vitest";
import { issuesOf } from "./testing/issues.ts";
import { wholeNumber } from "./whole-number.ts";

describe("wholeNumber", () => {
  const monthCount = wholeNumber({ min: 1, max: 12 });

  it("reads a JSON number or a string of decimal digits, as query strings send it", () => {
    expect(monthCount.parse(12)).toBe(12);
    expect(monthCount.parse("12")).toBe(12);
    expect(monthCount.parse("007")).toBe(7);
  });

  it.each([
    true,
    false,
    [12],
    { months: 12 },
    "0x0c",
    "1e1",
    "12.0",
    "1.5",
    1.5,
    "",
    " 12",
    "+12",
    "-1",
    "١٢",
    "12\u0000",
    Number.NaN,
    Infinity,
  ])("refuses %j", (input) => {
    expect(issuesOf(monthCount, input)).toEqual(["field.invalid"]);
  });

  it("refuses numbers outside its range", () => {
    expect(issuesOf(monthCount, 0)).toEqual(["field.invalid"]);
    expect(issuesOf(monthCount, "13")).toEqual(["field.invalid"]);
    expect(issuesOf(wholeNumber(), -1)).toEqual(["field.invalid"]);
  });

  it.each([undefined, null])("reports %j as required", (input) => {
    expect(issuesOf(monthCount, input)).toEqual(["field.required"]);
  });
});
