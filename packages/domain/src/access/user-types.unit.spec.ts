import { describe, expect, it } from "vitest";
import {
  isAccountOwner,
  isStaff,
  mayLoadPrefs,
  maySubscribe,
  normalizeUserType,
  showsSubscriptionBanner,
  USER_TYPES,
  type UserType,
} from "./user-types.ts";

const typesWhere = (rule: (type: UserType) => boolean) => USER_TYPES.filter(rule);

describe("user types", () => {
  it("counts system, customer service and the SEO specialist as staff", () => {
    expect(typesWhere(isStaff)).toEqual(["system", "customerService", "seoSpecialist"]);
  });

  it("treats the demo account as a client", () => {
    expect(typesWhere(isAccountOwner)).toEqual(["client", "client_mock"]);
  });

  it("lets only the client and the demo account subscribe", () => {
    expect(typesWhere(maySubscribe)).toEqual(["client", "client_mock"]);
  });

  it("loads prefs for everyone but the viewer and the tenant", () => {
    expect(USER_TYPES.filter((type) => !mayLoadPrefs(type))).toEqual(["viewer", "tenant"]);
  });

  it("hides the subscription banner from staff, the viewer and the tenant", () => {
    expect(USER_TYPES.filter((type) => !showsSubscriptionBanner(type))).toEqual([
      "viewer",
      "system",
      "customerService",
      "seoSpecialist",
      "tenant",
    ]);
  });
});

describe("normalizeUserType", () => {
  it("keeps every known type", () => {
    for (const type of USER_TYPES) expect(normalizeUserType(type)).toBe(type);
  });

  it("gives an unknown role the sub-client type", () => {
    expect(normalizeUserType("superAdmin")).toBe("subClient");
    expect(normalizeUserType("CLIENT")).toBe("subClient");
    expect(normalizeUserType(undefined)).toBe("subClient");
    expect(normalizeUserType(7)).toBe("subClient");
  });
});
