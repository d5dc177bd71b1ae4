import { sql, type SqlBool } from "kysely";
import type { Db } from "../../client.ts";
import { categoryOf, isCommission, paymentsInScope, type PaymentScope } from "./report-payments.ts";

interface PaymentsLessorFilters extends Omit<PaymentScope, "orgId"> {
  /** Due dates from and to (either end may be open). */
  start_date?: string | undefined;
  end_date?: string | undefined;
  payment_status: "All" | "pending" | "paid";
  /** A payment category code (rent, water, maintenance…). */
  payment_category_agent_view_id?: string | undefined;
  tenant_id?: string | undefined;
  withCommissions: boolean;
}

/**
 * The lessor's payments report (SPEC §3): each live payment (pending or paid; cancelled, deleted and split ones left
 * out) with its unit, tenant, category named in lang, amount with VAT, due date and, once paid, who received it, when
 * and how; by due date.
 */
export function listLessorPayments(db: Db, orgId: string, lang: "ar" | "en", filters: PaymentsLessorFilters) {
  let query = paymentsInScope(db, { orgId, lessor: filters.lessor, real_estate_id: filters.real_estate_id }).where(
    "p.status",
    "in",
    filters.payment_status === "All" ? ["pending", "paid"] : [filters.payment_status],
  );
  if (filters.start_date) query = query.where("p.due_date", ">=", filters.start_date);
  if (filters.end_date) query = query.where("p.due_date", "<=", filters.end_date);
  if (filters.payment_category_agent_view_id) query = query.where(categoryOf, "=", filters.payment_category_agent_view_id);
  if (filters.tenant_id) query = query.where("c.tenant_id", "=", filters.tenant_id);
  if (!filters.withCommissions) query = query.where(sql<SqlBool>`not ${isCommission}`);
  return query
    .leftJoin("lookups as category", (join) =>
      join.on("category.group", "=", "PAYMENT_CATEGORY").on(sql<SqlBool>`category.code = ${categoryOf}`),
    )
    .select([
      "re.title as title",
      "tenant.name as name",
      sql<string | null>`coalesce(${sql.ref(lang === "ar" ? "category.name_ar" : "category.name_en")}, ${categoryOf})`.as("payment_type"),
      "p.comment",
      sql<string>`(p.price + p.vat)::text`.as("amount"),
      "p.status as payment_status",
      "p.due_date",
      "tenant.phone as contact",
      "p.received_by as received_by_name",
      "p.paid_date as paid_at",
      "p.method",
    ])
    .orderBy("p.due_date")
    .orderBy("p.id");
}
