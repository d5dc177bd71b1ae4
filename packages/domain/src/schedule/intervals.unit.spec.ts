import { describe, expect, it } from "vitest";
import { CONTRACT_INTERVALS, isContractInterval } from "./intervals.ts";

describe("CONTRACT_INTERVALS", () => {
  it("lists monthly to fifteen-yearly intervals, each with its label key", () => {
    expect(CONTRACT_INTERVALS.map(({ months, labelKey }) => [months, labelKey])).toEqual(
      [1, 2, 3, 4, 6, 12, 24, 60, 120, 180].map((months) => [months, `interval.${months}`]),
    );
  });

  it("recognises only the listed intervals", () => {
    expect(isContractInterval(6)).toBe(true);
    expect([0, 5, 36, 6.5].some(isContractInterval)).toBe(false);
  });
});
