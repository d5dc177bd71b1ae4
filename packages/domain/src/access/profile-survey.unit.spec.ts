import { describe, expect, it } from "vitest";
import { profileSurveyDue } from "./profile-survey.ts";

const NOW = new Date("2026-12-04T09:00:00Z");

describe("profileSurveyDue (SPEC §5 reminder rule)", () => {
  it("asks a client with no reminder, or whose reminder date has come", () => {
    expect(profileSurveyDue({ type: "client", answered: false, remindAt: null }, NOW)).toBe(true);
    expect(profileSurveyDue({ type: "client", answered: false, remindAt: "2026-12-04T09:00:00.000Z" }, NOW)).toBe(true);
  });

  it("waits while a reminder runs, and never asks again once answered", () => {
    expect(profileSurveyDue({ type: "client", answered: false, remindAt: "2026-12-04T09:00:01.000Z" }, NOW)).toBe(false);
    expect(profileSurveyDue({ type: "client", answered: true, remindAt: null }, NOW)).toBe(false);
  });

  it("asks only the client: not the demo account, sub-users or staff", () => {
    for (const type of ["client_mock", "subClient", "viewer", "customerService"] as const) {
      expect(profileSurveyDue({ type, answered: false, remindAt: null }, NOW)).toBe(false);
    }
  });
});
