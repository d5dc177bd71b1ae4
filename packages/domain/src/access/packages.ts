import { money, round2, toFixed2 } from "@amlak/money";
import { PERMISSION_ENTITIES, type Permission, type PermissionCode, type PermissionEntity, type PermissionLimit } from "./permissions.ts";

const PACKAGE_CODES = ["free", "basic", "silver", "gold", "platinum", "business"] as const;

export type PackageCode = (typeof PACKAGE_CODES)[number];

export interface SubscriptionPackage {
  readonly code: PackageCode;
  readonly nameAr: string;
  readonly nameEn: string;
  /** Who the package is for, shown beside its permissions under /AdminConfiguration. */
  readonly descriptionAr: string;
  readonly descriptionEn: string;
  /** SAR per month as a decimal string; null when the price is on request from sales. */
  readonly monthlyPrice: string | null;
  /** Discount for paying a year at once. */
  readonly yearlySavingPercent: number;
  /** 1TB counts as 1024GB. */
  readonly storageGb: number;
  readonly permissions: readonly Permission[];
}

type Grants = Partial<Record<PermissionEntity, readonly PermissionCode[]>>;

interface Tier {
  code: PackageCode;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  monthlyPrice: string | null;
  yearlySavingPercent: number;
  storageGb: number;
  /** Archive documents (personal and shared each), documents per unit, documents per task. */
  documents: { archive: number; perUnit: number; perTask: number };
  subUsers: number;
  /** What this tier grants on top of every cheaper tier. */
  adds: Grants;
}

const MANAGE = ["MANAGE_ENTITY", "DELETE_ENTITY"] as const;

/**
 * SPEC §9 prices, storage and document limits; the rest of the matrix is this product's seed, editable by staff
 * under /AdminConfiguration. Assumptions: Basic costs 46 SAR (half of Silver: 40 plus 15% VAT, as Silver is 80
 * plus VAT); per-unit documents 1/1/2/2/5/5 and per-task 1/1/2/2/2/2 across the six tiers; sub-user counts
 * 0/1/3/5/10/100; the yearly saving is the full 20% on every priced package and none on Business, whose price is
 * agreed with sales. SPEC §6 puts assigning real estates to users only in Business; white-label goes there too.
 */
const TIERS: readonly Tier[] = [
  {
    code: "free",
    nameAr: "المجانية",
    nameEn: "Free",
    descriptionAr: "لمن يدير عقارًا أو عقارين: العقارات والعقود والمهام والمستندات الأساسية دون تكلفة.",
    descriptionEn: "For one or two properties: properties, contracts, tasks and basic documents at no cost.",
    monthlyPrice: "0",
    yearlySavingPercent: 0,
    storageGb: 15,
    documents: { archive: 3, perUnit: 1, perTask: 1 },
    subUsers: 0,
    adds: {
      REALESTATES: MANAGE,
      CONTRACTS: MANAGE,
      TASKS: MANAGE,
      DOCUMENTS: MANAGE,
      // Every list's Excel export: a landlord's records are never held hostage, even after a trial ends unpaid.
      REPORTS: ["ACTIVE_CONTRACTS_REPORT", "EXPORT_EXCEL"],
    },
  },
  {
    code: "basic",
    nameAr: "الأساسية",
    nameEn: "Basic",
    descriptionAr: "للمالك الفرد: مستخدم إضافي، وتفضيل العقارات، وتقارير الدخل والعقود.",
    descriptionEn: "For the individual landlord: one more user, bookmarks, and the income and contracts reports.",
    monthlyPrice: "46",
    yearlySavingPercent: 20,
    storageGb: 15,
    documents: { archive: 5, perUnit: 1, perTask: 1 },
    subUsers: 1,
    adds: {
      SUB_USERS: MANAGE,
      REALESTATES: ["BOOKMARK", "VIEW_BOOKMARKED"],
      REPORTS: ["INCOME_REPORT", "CONTRACTS_REPORT"],
    },
  },
  {
    code: "silver",
    nameAr: "الفضية",
    nameEn: "Silver",
    descriptionAr: "لمكاتب العقار الصغيرة: عروض أسعار الإيجار، والتقارير المفصلة، والطباعة إلى PDF.",
    descriptionEn: "For small property offices: rent quotations, detailed reports and PDF exports.",
    monthlyPrice: "92",
    yearlySavingPercent: 20,
    storageGb: 100,
    documents: { archive: 300, perUnit: 2, perTask: 2 },
    subUsers: 3,
    adds: {
      CONTRACTS: ["CREATE_QUOTATION"],
      REPORTS: ["INCOME_REPORT_DETAILS", "PAYMENTS_LESSOR_REPORT", "EXPORT_PDF"],
    },
  },
  {
    code: "gold",
    nameAr: "الذهبية",
    nameEn: "Gold",
    descriptionAr: "لمديري الأملاك: الفواتير الضريبية للإيجار، والوسطاء، وتكلفة الشغور، وتقارير العمولات والضريبة.",
    descriptionEn: "For property managers: rent tax invoices, agents, vacancy cost, and the commission and tax reports.",
    monthlyPrice: "298",
    yearlySavingPercent: 20,
    storageGb: 500,
    documents: { archive: 500, perUnit: 2, perTask: 2 },
    subUsers: 5,
    adds: {
      REALESTATES: ["REALESTATE_VACANCY_COST"],
      CONTRACTS: ["GENERATE_RENT_TAX_INVOICE"],
      AGENTS: MANAGE,
      REPORTS: ["TAX_INVOICE_REPORT", "COMMISSION_PAYMENTS_REPORT"],
    },
  },
  {
    code: "platinum",
    nameAr: "البلاتينية",
    nameEn: "Platinum",
    descriptionAr: "للمحافظ الكبيرة: كل التقارير بما فيها الأرباح والاستثمار، ومساحة تخزين أكبر.",
    descriptionEn: "For large portfolios: every report, profit and investment included, and more storage.",
    monthlyPrice: "436",
    yearlySavingPercent: 20,
    storageGb: 1024,
    documents: { archive: 1000, perUnit: 5, perTask: 2 },
    subUsers: 10,
    adds: { REPORTS: ["PROFIT_REPORT", "INVESTMENT_REPORT"] },
  },
  {
    code: "business",
    nameAr: "الأعمال",
    nameEn: "Business",
    descriptionAr: "للشركات العقارية: تخصيص العقارات للمستخدمين، وشعار المنشأة وألوانها، وسعر يُتفق عليه مع المبيعات.",
    descriptionEn: "For real-estate companies: properties assigned to users, your own logo and colours, priced with our sales team.",
    monthlyPrice: null,
    yearlySavingPercent: 0,
    storageGb: 1024,
    documents: { archive: 1000, perUnit: 5, perTask: 2 },
    subUsers: 100,
    adds: { REALESTATES: ["ASSIGN_USER"], ORGANIZATION_PREFERENCES: ["LOGO", "THEME", "ORGANIZATION_CODE"] },
  },
];

function limitsOf(tier: Tier, entity: PermissionEntity): PermissionLimit[] {
  switch (entity) {
    case "SUB_USERS":
      return [{ code: "CREATE_LIMIT", limit: tier.subUsers }];
    case "DOCUMENTS":
      return [
        { code: "PERSONAL_DOCUMENTS_LIMIT", limit: tier.documents.archive },
        { code: "SHARED_DOCUMENTS_LIMIT", limit: tier.documents.archive },
        { code: "REALESTATE_DOCUMENTS_LIMIT", limit: tier.documents.perUnit },
        { code: "TASK_DOCUMENTS_LIMIT", limit: tier.documents.perTask },
      ];
    default:
      return [];
  }
}

/** Everything the tiers up to and including `index` grant. */
function grantsUpTo(index: number): Partial<Record<PermissionEntity, PermissionCode[]>> {
  const grants: Partial<Record<PermissionEntity, PermissionCode[]>> = {};
  for (const tier of TIERS.slice(0, index + 1)) {
    for (const entity of PERMISSION_ENTITIES) {
      grants[entity] = [...(grants[entity] ?? []), ...(tier.adds[entity] ?? [])];
    }
  }
  return grants;
}

function packageOf(tier: Tier, index: number): SubscriptionPackage {
  const grants = grantsUpTo(index);
  return {
    code: tier.code,
    nameAr: tier.nameAr,
    nameEn: tier.nameEn,
    descriptionAr: tier.descriptionAr,
    descriptionEn: tier.descriptionEn,
    monthlyPrice: tier.monthlyPrice,
    yearlySavingPercent: tier.yearlySavingPercent,
    storageGb: tier.storageGb,
    // One permission per entity, even an empty one, as the configuration screen lists every entity.
    permissions: PERMISSION_ENTITIES.map((entity) => ({
      entity,
      actions: grants[entity] ?? [],
      limits: limitsOf(tier, entity),
    })),
  };
}

/** SPEC §9 packages, cheapest first; each grants everything the cheaper ones do. */
export const PACKAGES: readonly SubscriptionPackage[] = TIERS.map(packageOf);

export function findPackage(code: PackageCode): SubscriptionPackage {
  const found = PACKAGES.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`Unknown package ${code}`);
  return found;
}

/** A year paid at once: twelve months less the yearly saving, to the halala; null when the price is agreed with sales. */
export function yearlyPrice(pkg: SubscriptionPackage): string | null {
  if (pkg.monthlyPrice === null) return null;
  return toFixed2(
    round2(
      money(pkg.monthlyPrice)
        .times(12 * (100 - pkg.yearlySavingPercent))
        .dividedBy(100),
    ),
  );
}

/** Position in the upgrade order: a higher rank is an upgrade. */
export function packageRank(code: PackageCode): number {
  return PACKAGE_CODES.indexOf(code);
}

export const TRIAL_DAYS = 14;

/**
 * Where an organization stands when no subscription runs (its trial or paid period ended unpaid): the Free package,
 * as /pricing promises, so it keeps its records and what exceeds Free's limits becomes read-only.
 */
export const FALLBACK_PACKAGE: PackageCode = "free";

/** The 14-day free trial runs on the top self-service package so a new client tries every priced feature. */
export const trialPackage: SubscriptionPackage = findPackage("platinum");

/** Discounts a marketer's promotion code may carry (SPEC §9). */
export const promotionPercents = [10, 30, 50] as const;
