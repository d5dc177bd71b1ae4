import { describe, expect, it } from "vitest";
import { Decimal, money } from "./money.ts";

describe("money", () => {
  it("builds an exact decimal from a string, a number or a Decimal", () => {
    expect(money("12.30").toString()).toBe("12.3");
    expect(money(0.1).plus(money(0.2)).toString()).toBe("0.3");
    expect(money(new Decimal("5")).equals(5)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, "Infinity", "NaN"])("rejects %s", (value) => {
    expect(() => money(value)).toThrow(RangeError);
  });

  it("rejects text that is not a number", () => {
    expect(() => money("twelve")).toThrow();
  });
});
