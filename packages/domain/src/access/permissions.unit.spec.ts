import { describe, expect, it } from "vitest";
import { checkAction, checkLimit, grantedLimit, type Permission } from "./permissions.ts";

const permissions: Permission[] = [
  { entity: "SUB_USERS", actions: ["MANAGE_ENTITY"], limits: [{ code: "CREATE_LIMIT", limit: 3 }] },
  { entity: "CONTRACTS", actions: ["GENERATE_RENT_TAX_INVOICE"], limits: [] },
  {
    entity: "DOCUMENTS",
    actions: [],
    limits: [
      { code: "TASK_DOCUMENTS_LIMIT", limit: 0 },
      { code: "PERSONAL_DOCUMENTS_LIMIT", limit: 5 },
    ],
  },
];

describe("checkAction", () => {
  it("allows an action the entity's permission lists", () => {
    expect(checkAction(permissions, "SUB_USERS", "MANAGE_ENTITY")).toEqual({ ok: true });
    expect(checkAction(permissions, "CONTRACTS", "GENERATE_RENT_TAX_INVOICE")).toEqual({ ok: true });
  });

  it("refuses an action listed only on another entity", () => {
    expect(checkAction(permissions, "REALESTATES", "GENERATE_RENT_TAX_INVOICE")).toEqual({
      ok: false,
      code: "subscription.notAllowed",
    });
  });

  it("refuses an action the entity does not list, and everything without permissions", () => {
    expect(checkAction(permissions, "SUB_USERS", "DELETE_ENTITY").ok).toBe(false);
    expect(checkAction([], "REALESTATES", "REALESTATE_VACANCY_COST")).toEqual({
      ok: false,
      code: "subscription.notAllowed",
    });
  });

  it("joins the actions of several permissions of one entity", () => {
    const split: Permission[] = [
      { entity: "REALESTATES", actions: ["BOOKMARK"], limits: [] },
      { entity: "REALESTATES", actions: ["VIEW_BOOKMARKED"], limits: [] },
    ];
    expect(checkAction(split, "REALESTATES", "VIEW_BOOKMARKED")).toEqual({ ok: true });
  });
});

describe("checkLimit", () => {
  it("allows creating while the count is below the limit", () => {
    expect(checkLimit(permissions, "SUB_USERS", "CREATE_LIMIT", 0)).toEqual({ ok: true });
    expect(checkLimit(permissions, "SUB_USERS", "CREATE_LIMIT", 2)).toEqual({ ok: true });
  });

  it("reports the limit reached when the count equals or passes it", () => {
    expect(checkLimit(permissions, "SUB_USERS", "CREATE_LIMIT", 3)).toEqual({
      ok: false,
      code: "subscription.limitReached",
    });
    expect(checkLimit(permissions, "SUB_USERS", "CREATE_LIMIT", 4)).toEqual({
      ok: false,
      code: "subscription.limitReached",
    });
  });

  it("treats a zero limit as not allowed in the package, even with nothing created yet", () => {
    expect(checkLimit(permissions, "DOCUMENTS", "TASK_DOCUMENTS_LIMIT", 0)).toEqual({
      ok: false,
      code: "subscription.notAllowed",
    });
  });

  it("treats a missing limit as not allowed in the package", () => {
    expect(checkLimit(permissions, "DOCUMENTS", "SHARED_DOCUMENTS_LIMIT", 0)).toEqual({
      ok: false,
      code: "subscription.notAllowed",
    });
    expect(checkLimit(permissions, "TASKS", "CREATE_LIMIT", 0).ok).toBe(false);
    expect(checkLimit([], "SUB_USERS", "CREATE_LIMIT", 0)).toEqual({ ok: false, code: "subscription.notAllowed" });
  });

  it("reads the limit of the asked entity only", () => {
    expect(grantedLimit(permissions, "DOCUMENTS", "PERSONAL_DOCUMENTS_LIMIT")).toBe(5);
    expect(grantedLimit(permissions, "SUB_USERS", "PERSONAL_DOCUMENTS_LIMIT")).toBeUndefined();
  });

  it("uses the largest limit when several permissions of the entity carry it", () => {
    const twice: Permission[] = [
      { entity: "SUB_USERS", actions: [], limits: [{ code: "CREATE_LIMIT", limit: 2 }] },
      { entity: "SUB_USERS", actions: [], limits: [{ code: "CREATE_LIMIT", limit: 5 }] },
    ];
    expect(checkLimit(twice, "SUB_USERS", "CREATE_LIMIT", 4)).toEqual({ ok: true });
  });
});
