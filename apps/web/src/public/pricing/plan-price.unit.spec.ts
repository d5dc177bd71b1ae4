import { findPackage } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import { documentLimit, planPrice, subUserLimit } from "./plan-price.ts";

describe("plan prices on the pricing page", () => {
  it("shows the SPEC monthly prices", () => {
    expect(planPrice(findPackage("silver"), "monthly")?.toFixed(2)).toBe("92.00");
    expect(planPrice(findPackage("gold"), "monthly")?.toFixed(2)).toBe("298.00");
    expect(planPrice(findPackage("platinum"), "monthly")?.toFixed(2)).toBe("436.00");
  });

  it("bills a year as twelve months less the yearly saving", () => {
    expect(planPrice(findPackage("silver"), "yearly")?.toFixed(2)).toBe("883.20");
  });

  it("has no price for Business, which is agreed with sales", () => {
    expect(planPrice(findPackage("business"), "monthly")).toBeNull();
  });

  it("reads the archive and sub-user limits from the package permissions", () => {
    expect(documentLimit(findPackage("silver"))).toBe(300);
    expect(subUserLimit(findPackage("free"))).toBe(0);
  });
});
