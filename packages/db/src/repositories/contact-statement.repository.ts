import { sql } from "kysely";
import type { Db } from "../client.ts";
import { visiblePayment } from "./payments.repository.ts";

/**
 * Everything a tenant (their contacts) owes under their contracts (one of them, when given), due or not, with the day
 * each was paid: the instalments the tenant pays (income collected from the tenant), VAT included, apart from
 * cancelled, deleted and split ones and the types the caller's role does not see.
 */
export function listTenantCharges(
  db: Db,
  {
    tenantIds,
    contractId = null,
    hiddenTypes,
  }: { tenantIds: readonly string[]; contractId?: string | null; hiddenTypes: readonly string[] },
) {
  let query = db
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .leftJoin("real_estates as re", "re.id", "p.real_estate_id")
    .where("c.tenant_id", "in", tenantIds)
    .where("p.party", "=", "tenant")
    .where("p.direction", "=", "income")
    .where("p.status", "in", ["pending", "paid"])
    .where(visiblePayment(hiddenTypes));
  if (contractId) query = query.where("p.contract_id", "=", contractId);
  return query
    .select([
      "p.id as paymentId",
      "p.due_date as dueDate",
      sql<string | null>`case when p.status = 'paid' then p.paid_date end`.as("paidDate"),
      sql<string>`p.price + p.vat`.as("total"),
      sql<string>`coalesce(p.payment_type, p.category, '')`.as("type"),
      "re.title as realEstate",
    ])
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
}
