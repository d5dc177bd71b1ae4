import { describe, expect, it } from "vitest";
import { reminderDue, reminderEndDates, statusDueOn } from "./subscription-lifecycle.ts";

const gold = { status: "activated", startDate: "2027-03-01", endDate: "2027-03-31" } as const;

describe("statusDueOn", () => {
  it("expires an activated subscription the day after its end date, not on it", () => {
    expect(statusDueOn(gold, "2027-03-31")).toBeNull();
    expect(statusDueOn(gold, "2027-04-01")).toBe("expired");
    expect(statusDueOn(gold, "2027-05-20")).toBe("expired");
  });

  it("activates an upcoming subscription on its start date", () => {
    const renewal = { status: "upcoming", startDate: "2027-04-01", endDate: "2027-04-30" } as const;
    expect(statusDueOn(renewal, "2027-03-31")).toBeNull();
    expect(statusDueOn(renewal, "2027-04-01")).toBe("activated");
    expect(statusDueOn(renewal, "2027-04-30")).toBe("activated");
  });

  it("expires an upcoming subscription whose whole period passed while nothing ran", () => {
    expect(statusDueOn({ status: "upcoming", startDate: "2027-04-01", endDate: "2027-04-30" }, "2027-05-01")).toBe("expired");
  });

  it("leaves every other status alone, whatever the dates", () => {
    for (const status of ["canceled", "pending", "expired", "rejected", "failed"] as const) {
      expect(statusDueOn({ ...gold, status }, "2027-06-01")).toBeNull();
    }
  });
});

describe("reminderEndDates", () => {
  it("spans today through three days ahead, across a month end", () => {
    expect(reminderEndDates("2027-02-27")).toEqual({ from: "2027-02-27", to: "2027-03-02" });
  });
});

describe("reminderDue", () => {
  const paid = { ...gold, trial: false, packageCode: "gold" } as const;
  const trial = { ...paid, trial: true, packageCode: "platinum" } as const;

  it("is due from three days before the end date through the end date, and not before or after", () => {
    expect(reminderDue(paid, paid.endDate, "2027-03-27")).toBeNull();
    expect(reminderDue(paid, paid.endDate, "2027-03-28")).toBe("renewal");
    expect(reminderDue(paid, paid.endDate, "2027-03-31")).toBe("renewal");
    expect(reminderDue(paid, paid.endDate, "2027-04-01")).toBeNull();
  });

  it("tells a trial its trial ends, and says nothing to the Free package", () => {
    expect(reminderDue(trial, trial.endDate, "2027-03-28")).toBe("trial_ending");
    expect(reminderDue({ ...paid, packageCode: "free" }, paid.endDate, "2027-03-28")).toBeNull();
  });

  it("skips an organization whose renewal or upgrade already runs past this end date", () => {
    expect(reminderDue(paid, "2027-04-30", "2027-03-29")).toBeNull();
    expect(reminderDue(trial, "2027-04-30", "2027-03-29")).toBeNull();
  });

  it("says nothing about a subscription that is not running", () => {
    for (const status of ["upcoming", "pending", "expired", "canceled"] as const) {
      expect(reminderDue({ ...paid, status }, paid.endDate, "2027-03-29")).toBeNull();
    }
  });
});
