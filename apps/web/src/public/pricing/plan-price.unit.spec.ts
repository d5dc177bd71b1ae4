import { findPackage, yearlyPrice, type PackageCode } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import { documentLimit, planPrice, subUserLimit } from "./plan-price.ts";

/** A package as the public price list serves it. */
const priced = (code: PackageCode) => {
  const plan = findPackage(code);
  return { ...plan, permissions: [...plan.permissions], yearlyPrice: yearlyPrice(plan) };
};

describe("plan prices on the pricing page", () => {
  it("shows the SPEC monthly prices", () => {
    expect(planPrice(priced("silver"), "monthly")?.toFixed(2)).toBe("92.00");
    expect(planPrice(priced("gold"), "monthly")?.toFixed(2)).toBe("298.00");
    expect(planPrice(priced("platinum"), "monthly")?.toFixed(2)).toBe("436.00");
  });

  it("bills a year as twelve months less the yearly saving", () => {
    expect(planPrice(priced("silver"), "yearly")?.toFixed(2)).toBe("883.20");
  });

  it("has no price for Business, which is agreed with sales", () => {
    expect(planPrice(priced("business"), "monthly")).toBeNull();
  });

  it("reads the archive and sub-user limits from the package permissions", () => {
    expect(documentLimit(priced("silver"))).toBe(300);
    expect(subUserLimit(priced("free"))).toBe(0);
  });
});
