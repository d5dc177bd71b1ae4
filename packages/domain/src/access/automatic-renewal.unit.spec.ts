import { describe, expect, it } from "vitest";
import { renewalAttemptDay, renewalAttemptDue, renewalEndDates } from "./automatic-renewal.ts";

const END = "2027-03-31";

describe("renewalAttemptDay", () => {
  it("charges on the end date, retries one and three days later, across a month end", () => {
    expect(renewalAttemptDay(END, 1, null)).toBe("2027-03-31");
    expect(renewalAttemptDay(END, 2, "2027-03-31")).toBe("2027-04-01");
    expect(renewalAttemptDay(END, 3, "2027-04-01")).toBe("2027-04-03");
  });

  it("has no attempt after the third", () => {
    expect(renewalAttemptDay(END, 4, "2027-04-03")).toBeNull();
  });

  it("never tries twice in one day after a late attempt, and drops a retry past the window", () => {
    expect(renewalAttemptDay(END, 2, "2027-04-01")).toBe("2027-04-02");
    expect(renewalAttemptDay(END, 3, "2027-04-02")).toBe("2027-04-03");
    expect(renewalAttemptDay(END, 3, "2027-04-03")).toBeNull();
  });
});

describe("renewalAttemptDue", () => {
  it("is due from its day on, not before", () => {
    expect(renewalAttemptDue({ endDate: END, failures: 0, lastAttemptOn: null }, "2027-03-30")).toBeNull();
    expect(renewalAttemptDue({ endDate: END, failures: 0, lastAttemptOn: null }, "2027-03-31")).toBe(1);
    expect(renewalAttemptDue({ endDate: END, failures: 1, lastAttemptOn: "2027-03-31" }, "2027-03-31")).toBeNull();
    expect(renewalAttemptDue({ endDate: END, failures: 1, lastAttemptOn: "2027-03-31" }, "2027-04-01")).toBe(2);
    expect(renewalAttemptDue({ endDate: END, failures: 2, lastAttemptOn: "2027-04-01" }, "2027-04-02")).toBeNull();
    expect(renewalAttemptDue({ endDate: END, failures: 2, lastAttemptOn: "2027-04-01" }, "2027-04-03")).toBe(3);
  });

  it("catches up a first attempt a server missed within the window, and nothing after it or after three failures", () => {
    expect(renewalAttemptDue({ endDate: END, failures: 0, lastAttemptOn: null }, "2027-04-02")).toBe(1);
    expect(renewalAttemptDue({ endDate: END, failures: 0, lastAttemptOn: null }, "2027-04-04")).toBeNull();
    expect(renewalAttemptDue({ endDate: END, failures: 3, lastAttemptOn: "2027-04-03" }, "2027-04-03")).toBeNull();
  });
});

describe("renewalEndDates", () => {
  it("spans the periods ended up to three days ago, across a month start", () => {
    expect(renewalEndDates("2027-04-02")).toEqual({ from: "2027-03-30", to: "2027-04-02" });
  });
});
