import { sql } from "kysely";
import type { Db } from "../client.ts";
import { visiblePayment } from "./payments.repository.ts";

/**
 * Everything a tenant owes under their contracts, due or not, with the day each was paid: the instalments the tenant
 * pays (income collected from the tenant), VAT included, apart from cancelled, deleted and split ones and the types
 * the caller's role does not see.
 */
export function listTenantCharges(db: Db, { tenantId, hiddenTypes }: { tenantId: string; hiddenTypes: readonly string[] }) {
  return db
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .leftJoin("real_estates as re", "re.id", "p.real_estate_id")
    .where("c.tenant_id", "=", tenantId)
    .where("p.party", "=", "tenant")
    .where("p.direction", "=", "income")
    .where("p.status", "in", ["pending", "paid"])
    .where(visiblePayment(hiddenTypes))
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
