import { describe, expect, it } from "vitest";
import { REPORT_NAMES, type Permission, type ReportName } from "./permissions.ts";
import { REPORT_CATEGORIES, reportAccess, reportCatalogue } from "./reports.ts";
import { USER_TYPES, type UserType } from "./user-types.ts";

const everyReport: Permission[] = [{ entity: "REPORTS", actions: [...REPORT_NAMES], limits: [] }];

const visibleReports = (type: UserType) => REPORT_NAMES.filter((report) => reportAccess(type, everyReport, report) !== "hidden");

describe("reportCatalogue", () => {
  it("lists every report once, grouped by category in screen order", () => {
    expect(reportCatalogue.map((card) => [card.category, card.report])).toEqual([
      ["financialLessor", "INCOME_REPORT"],
      ["financialLessor", "INCOME_REPORT_DETAILS"],
      ["financialLessor", "PAYMENTS_LESSOR_REPORT"],
      ["financialLessor", "TAX_INVOICE_REPORT"],
      ["financialPropertyManager", "COMMISSION_PAYMENTS_REPORT"],
      ["financialPropertyManager", "PROFIT_REPORT"],
      ["operational", "CONTRACTS_REPORT"],
      ["operational", "ACTIVE_CONTRACTS_REPORT"],
      ["investment", "INVESTMENT_REPORT"],
    ]);
    expect(new Set(reportCatalogue.map((card) => card.report))).toEqual(new Set(REPORT_NAMES));
  });

  it("gives every card and category an i18n key", () => {
    expect(reportCatalogue[0]?.titleKey).toBe("reports.INCOME_REPORT.title");
    expect(REPORT_CATEGORIES.map((category) => category.titleKey)).toEqual([
      "reports.category.financialLessor",
      "reports.category.financialPropertyManager",
      "reports.category.operational",
      "reports.category.investment",
    ]);
  });
});

describe("reportAccess by user type", () => {
  it("shows every category to the client and the demo account", () => {
    expect(visibleReports("client")).toEqual([...REPORT_NAMES]);
    expect(visibleReports("client_mock")).toEqual([...REPORT_NAMES]);
  });

  it.each(["subClient", "restricted_subClient", "readonly_subClient"] as const)("hides the property-manager reports from %s", (type) => {
    const hidden: ReportName[] = ["COMMISSION_PAYMENTS_REPORT", "PROFIT_REPORT"];
    expect(visibleReports(type)).toEqual(REPORT_NAMES.filter((report) => !hidden.includes(report)));
  });

  it("shows only the operational reports to the operational sub-client", () => {
    expect(visibleReports("operational_subClient")).toEqual(["CONTRACTS_REPORT", "ACTIVE_CONTRACTS_REPORT"]);
  });

  it("shows no report to the viewer, staff or the tenant", () => {
    const without: UserType[] = ["viewer", "system", "customerService", "seoSpecialist", "tenant"];
    for (const type of without) expect(visibleReports(type)).toEqual([]);
    expect(USER_TYPES.filter((type) => visibleReports(type).length > 0)).toHaveLength(USER_TYPES.length - 5);
  });
});

describe("reportAccess by package", () => {
  const incomeOnly: Permission[] = [{ entity: "REPORTS", actions: ["INCOME_REPORT"], limits: [] }];

  it("allows a shown report the REPORTS permission lists", () => {
    expect(reportAccess("subClient", incomeOnly, "INCOME_REPORT")).toBe("allowed");
  });

  it("locks a shown report the package does not list", () => {
    expect(reportAccess("subClient", incomeOnly, "INVESTMENT_REPORT")).toBe("locked");
    expect(reportAccess("client", [], "PROFIT_REPORT")).toBe("locked");
  });

  it("does not unlock a report listed on another entity", () => {
    const misplaced: Permission[] = [{ entity: "CONTRACTS", actions: ["CONTRACTS_REPORT"], limits: [] }];
    expect(reportAccess("client", misplaced, "CONTRACTS_REPORT")).toBe("locked");
  });

  it("keeps a report hidden from a type outside its category whatever the package grants", () => {
    expect(reportAccess("operational_subClient", everyReport, "INCOME_REPORT")).toBe("hidden");
    expect(reportAccess("subClient", everyReport, "PROFIT_REPORT")).toBe("hidden");
  });
});
