import { sql, type SqlBool } from "kysely";
import type { Db } from "../../client.ts";
import { paymentsInScope, type PaymentScope } from "./report-payments.ts";

interface TaxInvoiceFilters extends Omit<PaymentScope, "orgId"> {
  /** Invoice dates (Riyadh days) from and to (either end may be open). */
  start_date?: string | undefined;
  end_date?: string | undefined;
}

const invoiceDate = sql<string>`(i.issued_at at time zone 'Asia/Riyadh')::date::text`;

/**
 * The tax invoice report (SPEC §3): each tax invoice issued in the period with its buyer, the unit and earliest due
 * date of the payments it invoices, its number and totals, and the seller's registration numbers printed on it; by
 * number. An invoice belongs to a lessor or property when one of its payments does.
 */
export function listTaxInvoices(db: Db, orgId: string, filters: TaxInvoiceFilters) {
  const invoiced = paymentsInScope(db, { orgId, lessor: filters.lessor, real_estate_id: filters.real_estate_id }).where(
    sql<SqlBool>`p.id = any(i.payment_ids)`,
  );
  let query = db.selectFrom("invoices as i").where("i.org_id", "=", orgId);
  if (filters.lessor || filters.real_estate_id) query = query.where(({ exists }) => exists(invoiced.select(sql`1`.as("one"))));
  if (filters.start_date) query = query.where(invoiceDate, ">=", filters.start_date);
  if (filters.end_date) query = query.where(invoiceDate, "<=", filters.end_date);
  return query
    .select([
      sql<string>`i.buyer->>'name'`.as("tenant_name"),
      sql<string | null>`(select re.title from payments p
        left join contracts c on c.id = p.contract_id and c.org_id = p.org_id
        join real_estates re on re.id = coalesce(p.real_estate_id, c.real_estate_id) and re.org_id = p.org_id
        where p.org_id = i.org_id and p.id = any(i.payment_ids) order by p.due_date, p.id limit 1)`.as("property"),
      sql<string | null>`(select min(p.due_date) from payments p where p.org_id = i.org_id and p.id = any(i.payment_ids))`.as("due_date"),
      "i.number",
      invoiceDate.as("invoice_date"),
      "i.total_without_vat as total_price_without_vat",
      "i.vat_total as vat_amount",
      "i.total as total_price",
      sql<string>`i.seller->>'commercialRegistrationNo'`.as("commercial_registration_no"),
      sql<string>`i.seller->>'vatNo'`.as("vat_no"),
    ])
    .orderBy("i.number")
    .execute();
}
