import { hasAction, type Permission, type ReportName } from "./permissions.ts";
import { isAccountOwner, USER_TYPES, type UserType } from "./user-types.ts";

const OWNERS: readonly UserType[] = USER_TYPES.filter(isAccountOwner);
const LESSOR_SIDE: readonly UserType[] = [...OWNERS, "subClient", "restricted_subClient", "readonly_subClient"];

/** SPEC §6: report categories in screen order, with the user types that see each. */
export const REPORT_CATEGORIES = [
  { category: "financialLessor", titleKey: "reports.category.financialLessor", userTypes: LESSOR_SIDE },
  { category: "financialPropertyManager", titleKey: "reports.category.financialPropertyManager", userTypes: OWNERS },
  {
    category: "operational",
    titleKey: "reports.category.operational",
    userTypes: [...LESSOR_SIDE, "operational_subClient"],
  },
  { category: "investment", titleKey: "reports.category.investment", userTypes: LESSOR_SIDE },
] as const satisfies readonly { category: string; titleKey: string; userTypes: readonly UserType[] }[];

type ReportCategory = (typeof REPORT_CATEGORIES)[number]["category"];

interface ReportCard {
  readonly category: ReportCategory;
  readonly report: ReportName;
  readonly titleKey: string;
}

const card = (category: ReportCategory, report: ReportName): ReportCard => ({
  category,
  report,
  titleKey: `reports.${report}.title`,
});

/** SPEC §2: the report cards in screen order. */
export const reportCatalogue: readonly ReportCard[] = [
  card("financialLessor", "INCOME_REPORT"),
  card("financialLessor", "INCOME_REPORT_DETAILS"),
  card("financialLessor", "PAYMENTS_LESSOR_REPORT"),
  card("financialLessor", "TAX_INVOICE_REPORT"),
  card("financialPropertyManager", "COMMISSION_PAYMENTS_REPORT"),
  card("financialPropertyManager", "PROFIT_REPORT"),
  card("operational", "CONTRACTS_REPORT"),
  card("operational", "ACTIVE_CONTRACTS_REPORT"),
  card("investment", "INVESTMENT_REPORT"),
];

/** A usable card, a locked upgrade card (the package lacks the report), or no card (the role never sees it). */
type ReportAccess = "allowed" | "locked" | "hidden";

export function reportAccess(type: UserType, permissions: readonly Permission[], report: ReportName): ReportAccess {
  const category = reportCatalogue.find((entry) => entry.report === report)?.category;
  const shown = REPORT_CATEGORIES.some((entry) => entry.category === category && (entry.userTypes as readonly UserType[]).includes(type));
  if (!shown) return "hidden";
  return hasAction(permissions, "REPORTS", report) ? "allowed" : "locked";
}
