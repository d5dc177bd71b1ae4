import { describe, expect, it } from "vitest";
import { neededActions } from "./needed-actions.ts";
import { USER_TYPES } from "./user-types.ts";

describe("neededActions", () => {
  it("asks the client and the demo account for main information until the organization exists", () => {
    for (const type of ["client", "client_mock"] as const) {
      expect(neededActions({ type, hasOrganization: false })).toEqual([
        { page: "/MainManagement", action: "mainInformation", showIcon: true },
      ]);
      expect(neededActions({ type, hasOrganization: true })).toEqual([]);
    }
  });

  it("asks nothing of the other types, who cannot open settings", () => {
    const others = USER_TYPES.filter((type) => type !== "client" && type !== "client_mock");
    for (const type of others) expect(neededActions({ type, hasOrganization: false })).toEqual([]);
  });
});
