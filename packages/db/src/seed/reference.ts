import type { Db } from "../client.ts";
import { PACKAGES, type SubscriptionPackage } from "@amlak/domain";
import { PAYMENT_CATEGORIES, type PaymentCategory } from "@amlak/schemas";

type Lookup = { group: string; type: string; code: string; name_ar: string; name_en: string };

const group = (name: string, type: string, entries: [code: string, ar: string, en: string][]): Lookup[] =>
  entries.map(([code, name_ar, name_en]) => ({ group: name, type, code, name_ar, name_en }));

// Keyed by the codes the payment schema accepts, so a category cannot be accepted without a name or named without being accepted.
const PAYMENT_CATEGORY_NAMES: Record<PaymentCategory, [ar: string, en: string]> = {
  rent: ["الإيجار", "Rent"],
  commission: ["العمولة", "Commission"],
  additional_commission: ["العمولة الإضافية", "Additional commission"],
  service: ["رسوم الخدمات", "Service fee"],
  water: ["المياه", "Water"],
  electricity: ["الكهرباء", "Electricity"],
  extra: ["تكاليف أخرى", "Other costs"],
  maintenance: ["صيانة", "Maintenance"],
  deposit: ["مبلغ التأمين", "Security deposit"],
  admin_fee: ["رسوم إدارية", "Admin fee"],
  ejar_fee: ["رسوم التوثيق في إيجار", "Ejar registration fee"],
  other_fee: ["رسوم أخرى", "Other fee"],
};

const LOOKUPS: Lookup[] = [
  ...group("ContactTypes", "contact_type", [
    ["tenant", "مستأجر", "Tenant"],
    ["lessor", "مؤجر / مالك", "Lessor / Owner"],
    ["agent", "وسيط", "Agent"],
    ["vendor", "مورد", "Vendor"],
  ]),
  ...group(
    "PAYMENT_CATEGORY",
    "payment_category",
    PAYMENT_CATEGORIES.map((code) => [code, ...PAYMENT_CATEGORY_NAMES[code]]),
  ),
  ...group("UserProfileSurveyLookups", "user_type", [
    ["owner", "مالك عقار", "Property owner"],
    ["manager", "مدير أملاك", "Property manager"],
    ["agent", "وسيط عقاري", "Real-estate agent"],
    ["company", "شركة عقارية", "Real-estate company"],
  ]),
  ...group("UserProfileSurveyLookups", "realestates_range", [
    ["1-10", "من 1 إلى 10 وحدات", "1 to 10 units"],
    ["11-50", "من 11 إلى 50 وحدة", "11 to 50 units"],
    ["51-200", "من 51 إلى 200 وحدة", "51 to 200 units"],
    ["200+", "أكثر من 200 وحدة", "More than 200 units"],
  ]),
  ...group("UserProfileSurveyLookups", "registration_source", [
    ["search", "محركات البحث", "Search engine"],
    ["social", "وسائل التواصل الاجتماعي", "Social media"],
    ["friend", "صديق أو زميل", "A friend or colleague"],
    ["marketer", "مسوّق", "A marketer"],
  ]),
  ...group("UserProfileSurveyLookups", "contact_type", [
    ["phone", "اتصال هاتفي", "Phone call"],
    ["whatsapp", "واتساب", "WhatsApp"],
    ["email", "البريد الإلكتروني", "E-mail"],
  ]),
  ...group("TaskTypes", "task_type", [
    ["maintenance", "صيانة", "Maintenance"],
    ["purchase", "مشتريات", "Purchase"],
    ["reminder", "تذكير", "Reminder"],
    ["other", "أخرى", "Other"],
  ]),
];

/** Lookups, packages and their permissions: upserted on every start, so a new release's reference data arrives by itself. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [sort, lookup] of LOOKUPS.entries()) {
      await trx
        .insertInto("lookups")
        .values({ ...lookup, sort })
        .onConflict((oc) =>
          oc.columns(["group", "code"]).doUpdateSet({ type: lookup.type, name_ar: lookup.name_ar, name_en: lookup.name_en, sort }),
        )
        .execute();
    }
    for (const [sort, pkg] of PACKAGES.entries()) {
      const described = {
        name_ar: pkg.nameAr,
        name_en: pkg.nameEn,
        description_ar: pkg.descriptionAr,
        description_en: pkg.descriptionEn,
        monthly_price: pkg.monthlyPrice,
        sort,
      };
      await trx
        .insertInto("packages")
        .values({ code: pkg.code, ...described })
        .onConflict((oc) => oc.column("code").doUpdateSet(described))
        .execute();
      for (const row of permissionRowsOf(pkg)) {
        // Existing rows keep what staff configured (SPEC §2 admin configuration); only new permissions arrive.
        await trx
          .insertInto("package_permissions")
          .values({ package_code: pkg.code, ...row })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  });
}

type PermissionRow = { entity: string; code: string; is_numerical: boolean; value: number | null; active: boolean };

const grantedRows = (pkg: SubscriptionPackage): PermissionRow[] =>
  pkg.permissions.flatMap((permission) => [
    ...permission.actions.map((code) => ({ entity: permission.entity, code, is_numerical: false, value: null, active: true })),
    ...permission.limits.map(({ code, limit }) => ({ entity: permission.entity, code, is_numerical: true, value: limit, active: true })),
  ]);

/**
 * Every permission some package grants, in every package: inactive (a limit of 0) where this one does not grant it,
 * so staff can switch a permission on for a package under /AdminConfiguration as well as off (SPEC §4).
 */
function permissionRowsOf(pkg: SubscriptionPackage): PermissionRow[] {
  const granted = new Map(grantedRows(pkg).map((row) => [`${row.entity}.${row.code}`, row]));
  const offered = new Map(PACKAGES.flatMap(grantedRows).map((row) => [`${row.entity}.${row.code}`, row]));
  return [...offered].map(([key, row]) => granted.get(key) ?? { ...row, active: false, value: row.is_numerical ? 0 : null });
}
