import { describe, expect, it } from "vitest";
import { findPackage, PACKAGES, promotionPercents, TRIAL_DAYS, trialPackage, yearlyPrice, type SubscriptionPackage } from "./packages.ts";
import {
  checkAction,
  checkLimit,
  grantedLimit,
  PERMISSION_CODES,
  PERMISSION_ENTITIES,
  REPORT_NAMES,
  type LimitCode,
  type PermissionEntity,
} from "./permissions.ts";

const actionsOf = (pkg: SubscriptionPackage) =>
  pkg.permissions.flatMap((permission) => permission.actions.map((action) => `${permission.entity}.${action}`));
const limitOf = (pkg: SubscriptionPackage, entity: PermissionEntity, code: LimitCode) => grantedLimit(pkg.permissions, entity, code);
const firstPackageWith = (entity: PermissionEntity, action: (typeof PERMISSION_CODES)[number]) =>
  PACKAGES.find((pkg) => checkAction(pkg.permissions, entity, action).ok)?.code;

describe("packages", () => {
  it("offers the six SPEC §9 packages cheapest first with their monthly prices in SAR", () => {
    expect(PACKAGES.map((pkg) => [pkg.code, pkg.monthlyPrice])).toEqual([
      ["free", "0"],
      ["basic", "46"],
      ["silver", "92"],
      ["gold", "298"],
      ["platinum", "436"],
      ["business", null],
    ]);
  });

  it("names every package in Arabic and English", () => {
    expect(findPackage("silver")).toMatchObject({ nameAr: "الفضية", nameEn: "Silver" });
    for (const pkg of PACKAGES) expect(pkg.nameAr && pkg.nameEn).toBeTruthy();
  });

  it("gives the storage of the package matrix, 1TB as 1024GB", () => {
    expect(PACKAGES.map((pkg) => pkg.storageGb)).toEqual([15, 15, 100, 500, 1024, 1024]);
  });

  it("saves at most 20% on yearly billing", () => {
    for (const pkg of PACKAGES) expect(pkg.yearlySavingPercent).toBeGreaterThanOrEqual(0);
    expect(Math.max(...PACKAGES.map((pkg) => pkg.yearlySavingPercent))).toBe(20);
  });

  it("limits documents per package, per unit and per task as SPEC §9 lists", () => {
    const limits = (code: LimitCode) => PACKAGES.map((pkg) => limitOf(pkg, "DOCUMENTS", code));
    expect(limits("PERSONAL_DOCUMENTS_LIMIT")).toEqual([3, 5, 300, 500, 1000, 1000]);
    expect(limits("SHARED_DOCUMENTS_LIMIT")).toEqual([3, 5, 300, 500, 1000, 1000]);
    expect(limits("REALESTATE_DOCUMENTS_LIMIT")).toEqual([1, 1, 2, 2, 5, 5]);
    expect(limits("TASK_DOCUMENTS_LIMIT")).toEqual([1, 1, 2, 2, 2, 2]);
  });

  it("lets the free package add no sub-user and the others a growing number", () => {
    expect(PACKAGES.map((pkg) => limitOf(pkg, "SUB_USERS", "CREATE_LIMIT"))).toEqual([0, 1, 3, 5, 10, 100]);
    const free = findPackage("free");
    expect(checkAction(free.permissions, "SUB_USERS", "MANAGE_ENTITY").ok).toBe(false);
    expect(checkLimit(free.permissions, "SUB_USERS", "CREATE_LIMIT", 0)).toEqual({
      ok: false,
      code: "subscription.notAllowed",
    });
    expect(checkLimit(findPackage("basic").permissions, "SUB_USERS", "CREATE_LIMIT", 1)).toEqual({
      ok: false,
      code: "subscription.limitReached",
    });
  });

  it("lists every entity once in every package, as the configuration screen shows them", () => {
    for (const pkg of PACKAGES) expect(pkg.permissions.map((permission) => permission.entity)).toEqual([...PERMISSION_ENTITIES]);
  });

  it("never takes away what a cheaper package grants", () => {
    PACKAGES.forEach((pkg, index) => {
      const cheaper = PACKAGES[index - 1];
      if (cheaper) expect(actionsOf(pkg)).toEqual(expect.arrayContaining(actionsOf(cheaper)));
    });
  });

  it("grants no action twice on one entity", () => {
    for (const pkg of PACKAGES) {
      for (const permission of pkg.permissions) expect(new Set(permission.actions).size).toBe(permission.actions.length);
    }
  });

  it("keeps the free package minimal: managing the portfolio, one report and the lists' Excel export", () => {
    const free = findPackage("free");
    expect(actionsOf(free)).toEqual([
      "REPORTS.ACTIVE_CONTRACTS_REPORT",
      "REPORTS.EXPORT_EXCEL",
      "DOCUMENTS.MANAGE_ENTITY",
      "DOCUMENTS.DELETE_ENTITY",
      "CONTRACTS.MANAGE_ENTITY",
      "CONTRACTS.DELETE_ENTITY",
      "REALESTATES.MANAGE_ENTITY",
      "REALESTATES.DELETE_ENTITY",
      "TASKS.MANAGE_ENTITY",
      "TASKS.DELETE_ENTITY",
    ]);
  });

  it("unlocks reports progressively, every one by Platinum", () => {
    const reportsOf = (pkg: SubscriptionPackage) => REPORT_NAMES.filter((report) => checkAction(pkg.permissions, "REPORTS", report).ok);
    expect(PACKAGES.map((pkg) => reportsOf(pkg).length)).toEqual([1, 3, 5, 7, 9, 9]);
  });

  it("exports to Excel on every package and to PDF from Silver, vacancy cost and tax invoices from Gold, assigning users only in Business", () => {
    expect(firstPackageWith("REPORTS", "EXPORT_EXCEL")).toBe("free");
    expect(firstPackageWith("REPORTS", "EXPORT_PDF")).toBe("silver");
    expect(firstPackageWith("REALESTATES", "REALESTATE_VACANCY_COST")).toBe("gold");
    expect(firstPackageWith("CONTRACTS", "GENERATE_RENT_TAX_INVOICE")).toBe("gold");
    expect(firstPackageWith("REALESTATES", "ASSIGN_USER")).toBe("business");
    expect(firstPackageWith("ORGANIZATION_PREFERENCES", "LOGO")).toBe("business");
  });

  it("grants every permission code somewhere in Business", () => {
    const granted = new Set(findPackage("business").permissions.flatMap((permission) => permission.actions));
    expect([...PERMISSION_CODES].filter((code) => !granted.has(code))).toEqual([]);
  });
});

describe("trial and promotions", () => {
  it("runs the 14-day free trial on Platinum", () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(trialPackage.code).toBe("platinum");
  });

  it("offers 10, 30 and 50 percent promotion codes", () => {
    expect(promotionPercents).toEqual([10, 30, 50]);
  });
});

describe("yearlyPrice", () => {
  it("is twelve months less the yearly saving, to the halala, and on request where the month is", () => {
    expect(yearlyPrice(findPackage("silver"))).toBe("883.20");
    expect(yearlyPrice(findPackage("platinum"))).toBe("4185.60");
    expect(yearlyPrice(findPackage("free"))).toBe("0.00");
    expect(yearlyPrice(findPackage("business"))).toBeNull();
  });
});
