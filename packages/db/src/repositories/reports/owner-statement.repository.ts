import { sql, type SqlBool } from "kysely";
import type { Db } from "../../client.ts";
import { categoryOf, paymentsInScope } from "./report-payments.ts";

/**
 * The paid payments on a lessor's units up to `to` (the lessor's contracts, else the unit's lessor), with their unit,
 * tenant and category named in lang: what the owner statement (@amlak/domain ownerStatement) is worked out from. An
 * owner with several lessor contacts passes them all.
 */
export function listOwnerPayments(
  db: Db,
  orgId: string,
  lang: "ar" | "en",
  { lessor, to }: { lessor: string | readonly string[]; to: string },
) {
  return paymentsInScope(db, { orgId, lessor })
    .leftJoin("lookups as named", (join) => join.on("named.group", "=", "PAYMENT_CATEGORY").on(sql<SqlBool>`named.code = ${categoryOf}`))
    .where("p.status", "=", "paid")
    .where("p.paid_date", "<=", to)
    .select([
      "p.id as paymentId",
      sql<string>`coalesce(c.lessor_id, re.lessor_id)`.as("lessorId"),
      "p.party",
      categoryOf.as("category"),
      sql<string | null>`coalesce(${sql.ref(lang === "ar" ? "named.name_ar" : "named.name_en")}, ${categoryOf})`.as("categoryName"),
      sql<string>`p.paid_date`.as("paidDate"),
      "p.price",
      "p.vat",
      "re.title as realEstate",
      sql<string | null>`coalesce(re.parent_id, re.id)`.as("propertyId"),
      "tenant.name as tenant",
    ])
    .orderBy("p.paid_date")
    .orderBy("p.id")
    .execute();
}
