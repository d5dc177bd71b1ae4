import { describe, expect, it } from "vitest";
import { hiddenPaymentTypes, mayPerform } from "./member-actions.ts";

describe("who may touch the money", () => {
  it("lets the client do everything and the read-only user only look", () => {
    for (const action of ["contracts.read", "contracts.write", "payments.write", "documents.issue", "books.read"] as const) {
      expect(mayPerform("client", action)).toBe(true);
    }
    expect(mayPerform("readonly_subClient", "contracts.read")).toBe(true);
    expect(mayPerform("readonly_subClient", "books.read")).toBe(true);
    expect(mayPerform("readonly_subClient", "payments.write")).toBe(false);
    expect(mayPerform("readonly_subClient", "contracts.write")).toBe(false);
  });

  it("keeps the operational user to payments and the restricted user from signing contracts", () => {
    expect(mayPerform("operational_subClient", "payments.write")).toBe(true);
    expect(mayPerform("operational_subClient", "contracts.write")).toBe(false);
    expect(mayPerform("operational_subClient", "books.read")).toBe(false);
    expect(mayPerform("restricted_subClient", "contracts.write")).toBe(false);
    expect(mayPerform("restricted_subClient", "contracts.draft")).toBe(true);
    expect(mayPerform("readonly_subClient", "contracts.draft")).toBe(false);
    expect(mayPerform("restricted_subClient", "payments.write")).toBe(true);
  });

  it("lets everyone who works the portfolio keep its contacts, but not the read-only user", () => {
    for (const type of ["client", "subClient", "restricted_subClient", "operational_subClient"] as const) {
      expect(mayPerform(type, "contacts.write")).toBe(true);
    }
    expect(mayPerform("readonly_subClient", "contacts.write")).toBe(false);
    expect(mayPerform("viewer", "contacts.write")).toBe(false);
  });

  it("gives viewers, tenants and staff nothing", () => {
    for (const type of ["viewer", "tenant", "system", "customerService", "seoSpecialist"] as const) {
      expect(mayPerform(type, "payments.read")).toBe(false);
    }
  });

  it("hides the commissions from the operational user only", () => {
    expect(hiddenPaymentTypes("operational_subClient")).toEqual(["commission", "additional_commission"]);
    expect(hiddenPaymentTypes("subClient")).toEqual([]);
  });
});
