import { describe, expect, it } from "vitest";
import { bannerState, isActive, subscriptionDaysLeft, trialEndDate, upgradeCredit, type Subscription } from "./subscription.ts";

const silver: Subscription = {
  status: "activated",
  packageCode: "silver",
  billing: "monthly",
  startDate: "2026-03-01",
  endDate: "2026-03-31",
};

describe("isActive", () => {
  it("is active from the start date through the end date", () => {
    expect(isActive(silver, "2026-02-28")).toBe(false);
    expect(isActive(silver, "2026-03-01")).toBe(true);
    expect(isActive(silver, "2026-03-31")).toBe(true);
    expect(isActive(silver, "2026-04-01")).toBe(false);
  });

  it("is active only when activated", () => {
    for (const status of ["canceled", "pending", "expired", "rejected", "failed", "upcoming"] as const) {
      expect(isActive({ ...silver, status }, "2026-03-15")).toBe(false);
    }
  });
});

describe("subscriptionDaysLeft", () => {
  it("counts today, so the end date has one day left, and stops at zero", () => {
    expect(subscriptionDaysLeft(silver, "2026-03-01")).toBe(31);
    expect(subscriptionDaysLeft(silver, "2026-03-31")).toBe(1);
    expect(subscriptionDaysLeft(silver, "2026-04-05")).toBe(0);
  });

  it("counts across month and year ends", () => {
    expect(subscriptionDaysLeft({ ...silver, endDate: "2027-01-01" }, "2026-12-31")).toBe(2);
    expect(subscriptionDaysLeft({ ...silver, endDate: "2028-03-01" }, "2028-02-28")).toBe(3);
  });
});

describe("trialEndDate", () => {
  it("ends the 14-day trial on its 14th day", () => {
    expect(trialEndDate("2026-03-01")).toBe("2026-03-14");
    expect(trialEndDate("2026-12-25")).toBe("2027-01-07");
    expect(subscriptionDaysLeft({ ...silver, endDate: trialEndDate("2026-03-01") }, "2026-03-01")).toBe(14);
  });
});

describe("bannerState", () => {
  it("stays hidden while more than 14 days are left", () => {
    expect(bannerState("client", silver, "2026-03-17")).toEqual({ show: false, daysLeft: 15 });
  });

  it("shows the countdown from 14 days left to the last day", () => {
    expect(bannerState("client", silver, "2026-03-18")).toEqual({ show: true, daysLeft: 14 });
    expect(bannerState("subClient", silver, "2026-03-31")).toEqual({ show: true, daysLeft: 1 });
  });

  it("says No Active Subscription when there is none, it has ended or is not activated", () => {
    expect(bannerState("client", null, "2026-03-18")).toEqual({ show: true, daysLeft: null });
    expect(bannerState("client", silver, "2026-04-01")).toEqual({ show: true, daysLeft: null });
    expect(bannerState("client_mock", { ...silver, status: "pending" }, "2026-03-18")).toEqual({
      show: true,
      daysLeft: null,
    });
  });

  it("never shows to staff, the viewer or the tenant", () => {
    for (const type of ["system", "customerService", "seoSpecialist", "viewer", "tenant"] as const) {
      expect(bannerState(type, null, "2026-03-18")).toEqual({ show: false, daysLeft: null });
      expect(bannerState(type, silver, "2026-03-31")).toEqual({ show: false, daysLeft: null });
    }
  });
});

describe("upgradeCredit", () => {
  it("credits the days from today to the end and deducts the days already used", () => {
    expect(upgradeCredit(silver, { packageCode: "gold", billing: "monthly" }, "2026-03-11")).toEqual({
      ok: true,
      totalDays: 31,
      usedDays: 10,
      remainingDays: 21,
    });
  });

  it("credits the whole period on the first day and one day on the last", () => {
    const gold = { packageCode: "gold", billing: "monthly" } as const;
    expect(upgradeCredit(silver, gold, "2026-03-01")).toMatchObject({ usedDays: 0, remainingDays: 31 });
    expect(upgradeCredit(silver, gold, "2026-03-31")).toMatchObject({ usedDays: 30, remainingDays: 1 });
  });

  it("treats yearly billing of the same package as an upgrade", () => {
    expect(upgradeCredit(silver, { packageCode: "silver", billing: "yearly" }, "2026-03-11").ok).toBe(true);
  });

  it("refuses a cheaper package, even on yearly billing, and the current plan again", () => {
    const refused = { ok: false, code: "subscription.downgradeNotAllowed" };
    expect(upgradeCredit(silver, { packageCode: "basic", billing: "monthly" }, "2026-03-11")).toEqual(refused);
    expect(upgradeCredit(silver, { packageCode: "basic", billing: "yearly" }, "2026-03-11")).toEqual(refused);
    expect(upgradeCredit(silver, { packageCode: "silver", billing: "monthly" }, "2026-03-11")).toEqual(refused);
    const yearlyGold: Subscription = { ...silver, packageCode: "gold", billing: "yearly" };
    expect(upgradeCredit(yearlyGold, { packageCode: "gold", billing: "monthly" }, "2026-03-11")).toEqual(refused);
  });

  it("leaves any package open with no credit once the subscription is not running", () => {
    const expired: Subscription = { ...silver, status: "expired" };
    expect(upgradeCredit(expired, { packageCode: "free", billing: "monthly" }, "2026-04-10")).toEqual({
      ok: true,
      totalDays: 31,
      usedDays: 31,
      remainingDays: 0,
    });
    expect(upgradeCredit(silver, { packageCode: "basic", billing: "monthly" }, "2026-04-01")).toMatchObject({
      ok: true,
      remainingDays: 0,
    });
  });
});
