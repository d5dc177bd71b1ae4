import { Decimal } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { ZAmountSchema } from "./amount.ts";
import { issuesOf } from "./testing/issues.ts";

describe("ZAmountSchema", () => {
  it.each([
    ["1500", "1500"],
    ["12,345.67", "12345.67"],
    ["١٢٬٣٤٥٫٦٧", "12345.67"],
    [250.5, "250.5"],
    ["999999999999.99", "999999999999.99"],
  ])("reads %j as the exact amount %s", (input, amount) => {
    const parsed = ZAmountSchema.parse(input);
    expect(parsed).toBeInstanceOf(Decimal);
    expect(parsed.toString()).toBe(amount);
  });

  it.each([undefined, null, "", "  "])("reports %j as required", (input) => {
    expect(issuesOf(ZAmountSchema, input)).toEqual(["field.required"]);
  });

  it.each(["abc", "1,2,3", Number.NaN, Number.POSITIVE_INFINITY, true])("reports %j as invalid", (input) => {
    expect(issuesOf(ZAmountSchema, input)).toEqual(["field.invalid"]);
  });

  it.each(["0", "-5", 0])("reports %j as not positive", (input) => {
    expect(issuesOf(ZAmountSchema, input)).toEqual(["amount.positive"]);
  });

  it("reports more than two decimals, floating-point sums included", () => {
    expect(issuesOf(ZAmountSchema, "10.005")).toEqual(["amount.twoDecimals"]);
    expect(issuesOf(ZAmountSchema, 0.1 + 0.2)).toEqual(["amount.twoDecimals"]);
  });

  it("reports an amount beyond what an amount column holds", () => {
    expect(issuesOf(ZAmountSchema, "1000000000000")).toEqual(["amount.limit"]);
  });
});
