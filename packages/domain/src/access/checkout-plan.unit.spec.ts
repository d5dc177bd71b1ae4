import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { checkoutPlan, type RunningSubscription } from "./checkout-plan.ts";
import { findPackage } from "./packages.ts";

const TODAY = "2026-03-11";
const paidSilver: RunningSubscription = {
  status: "activated",
  packageCode: "silver",
  billing: "monthly",
  startDate: "2026-03-01",
  endDate: "2026-03-31",
  trial: false,
  paid: money("92"),
};
const trial: RunningSubscription = { ...paidSilver, packageCode: "platinum", trial: true, paid: null, endDate: "2026-03-14" };
const plan = (current: RunningSubscription | null, code: Parameters<typeof findPackage>[0], extra = {}) => {
  const result = checkoutPlan({ current, target: findPackage(code), billing: "monthly", promotionPercent: 0, today: TODAY, ...extra });
  return result.ok ? { ...result, quote: { total: result.quote.total.toFixed(2), credit: result.quote.credit.toFixed(2) } } : result;
};

describe("checkoutPlan", () => {
  it("starts a first package today for a month, at its listed price", () => {
    expect(plan(null, "gold")).toEqual({ ok: true, startDate: TODAY, endDate: "2026-04-10", quote: { total: "298.00", credit: "0.00" } });
  });

  it("credits the unused days of a paid period on an upgrade, and refuses a smaller package or the same plan", () => {
    // 21 of 31 days unused: 92 × 21 / 31 = 62.32.
    expect(plan(paidSilver, "gold")).toMatchObject({ ok: true, quote: { credit: "62.32", total: "235.68" } });
    expect(plan(paidSilver, "basic")).toEqual({ ok: false, code: "subscription.downgradeNotAllowed" });
    expect(plan(paidSilver, "silver")).toEqual({ ok: false, code: "subscription.downgradeNotAllowed" });
  });

  it("lets a trial choose any package, with no credit: nothing was paid", () => {
    expect(plan(trial, "basic")).toMatchObject({ ok: true, startDate: TODAY, quote: { credit: "0.00", total: "46.00" } });
  });

  it("sells any package for the next period from the day after the paid one ends, with no credit", () => {
    expect(plan(paidSilver, "basic", { nextPeriod: true })).toEqual({
      ok: true,
      startDate: "2026-04-01",
      endDate: "2026-04-30",
      quote: { total: "46.00", credit: "0.00" },
    });
  });

  it("refuses Free, which is not sold, and Business, which sales prices", () => {
    expect(plan(null, "free")).toEqual({ ok: false, code: "subscription.notForSale" });
    expect(plan(null, "business")).toEqual({ ok: false, code: "subscription.priceOnRequest" });
  });
});
