import { describe, expect, it } from "vitest";
import { money } from "./money.ts";
import { hasAtMostTwoDecimals, isPositive } from "./predicates.ts";

describe("isPositive", () => {
  it("is true only above zero", () => {
    expect(isPositive(money("0.01"))).toBe(true);
    expect(isPositive(money("0"))).toBe(false);
    expect(isPositive(money("-5"))).toBe(false);
  });
});

describe("hasAtMostTwoDecimals", () => {
  it("counts significant decimals only", () => {
    expect(hasAtMostTwoDecimals(money("10"))).toBe(true);
    expect(hasAtMostTwoDecimals(money("10.25"))).toBe(true);
    expect(hasAtMostTwoDecimals(money("10.250"))).toBe(true);
    expect(hasAtMostTwoDecimals(money("10.255"))).toBe(false);
  });
});
