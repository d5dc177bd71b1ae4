import { describe, expect, it } from "vitest";
import { clampPercent, isPromotionCode } from "./marketer.ts";

describe("isPromotionCode", () => {
  it.each(["RAMADAN30", "amlak2025", "A1"])("accepts %j", (code) => {
    expect(isPromotionCode(code)).toBe(true);
  });

  it.each(["", "RAMADAN 30", "SAVE-10", "خصم30", "10%"])("rejects %j", (code) => {
    expect(isPromotionCode(code)).toBe(false);
  });
});

describe("clampPercent", () => {
  it.each([
    [0, 0],
    [37.5, 37.5],
    [100, 100],
    [150, 100],
    [-5, 0],
  ])("keeps %s as %s", (percent, expected) => {
    expect(clampPercent(percent)).toBe(expected);
  });
});
