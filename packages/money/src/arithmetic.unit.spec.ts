import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, round2, split, sub } from "./arithmetic.ts";
import { Decimal, money } from "./money.ts";

const halalas = fc.bigInt({ min: 0n, max: 10n ** 14n }).map((value) => new Decimal(value.toString()).dividedBy(100));

describe("add, sub", () => {
  it("adds any number of amounts without float error", () => {
    expect(add(money("0.1"), money("0.2"), money("0.3")).toString()).toBe("0.6");
    expect(add().toString()).toBe("0");
  });

  it("subtracts", () => {
    expect(sub(money("100"), money("0.01")).toString()).toBe("99.99");
  });
});

describe("round2", () => {
  it.each([
    ["1.005", "1.01"],
    ["1.004", "1"],
    ["2.675", "2.68"],
    ["-1.005", "-1.01"],
  ])("rounds %s half-up to %s", (value, expected) => {
    expect(round2(money(value)).toString()).toBe(expected);
  });
});

describe("split", () => {
  it("gives the remainder to the last part", () => {
    expect(split(money("100"), 3).map(String)).toEqual(["33.33", "33.33", "33.34"]);
    expect(split(money("0.05"), 10).map(String)).toEqual([...Array<string>(9).fill("0"), "0.05"]);
  });

  it("returns the total itself for one part", () => {
    expect(split(money("123.45"), 1).map(String)).toEqual(["123.45"]);
  });

  it.each([0, -1, 2.5, Number.NaN])("refuses %s parts", (n) => {
    expect(() => split(money("100"), n)).toThrow(RangeError);
  });

  it("always adds up exactly to the total", () => {
    fc.assert(
      fc.property(halalas, fc.integer({ min: 1, max: 360 }), (total, n) => {
        const parts = split(total, n);
        expect(parts).toHaveLength(n);
        expect(add(...parts).equals(total)).toBe(true);
      }),
    );
  });

  it("keeps equal parts, and the last exceeds them by less than one halala per part", () => {
    fc.assert(
      fc.property(halalas, fc.integer({ min: 1, max: 360 }), (total, n) => {
        const parts = split(total, n);
        const first = parts[0] ?? money(0);
        const last = parts[n - 1] ?? money(0);
        expect(parts.slice(0, -1).every((part) => part.equals(first))).toBe(true);
        expect(first.decimalPlaces()).toBeLessThanOrEqual(2);
        const remainder = last.minus(first);
        expect(remainder.greaterThanOrEqualTo(0)).toBe(true);
        expect(remainder.lessThan(new Decimal(n).times("0.01"))).toBe(true);
      }),
    );
  });
});
