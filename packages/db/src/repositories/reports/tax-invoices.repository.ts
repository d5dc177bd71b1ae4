import { sql, type SqlBool } from "kysely";
import type { Db } from "../../client.ts";
import { paymentsInScope, type PaymentScope } from "./report-payments.ts";

interface TaxInvoiceFilters extends Omit<PaymentScope, "orgId"> {
  /** Invoice dates (Riyadh days) from and to (either end may be open). */
  start_date?: string | undefined;
  end_date?: string | undefined;
}

const invoiceDay = sql<string>`(i.issued_at at time zone 'Asia/Riyadh')::date`;

/**
 * An invoice's first invoiced payment (by due date) with its unit's id, read per invoice of the period through the
 * payments' keys. The unit is joined outside: a join on `coalesce(…)` inside ran as a hash over every real estate of
 * the organization for each invoice (docs/performance.md).
 */
const firstPayment = sql`lateral (
  select p.due_date, coalesce(p.real_estate_id, c.real_estate_id) as real_estate_id
  from unnest(i.payment_ids) as invoiced(payment_id)
  join payments p on p.id = invoiced.payment_id and p.org_id = i.org_id
  left join contracts c on c.id = p.contract_id and c.org_id = p.org_id
  order by p.due_date, p.id
  limit 1
)`;

const noteDay = sql<string>`(n.issued_at at time zone 'Asia/Riyadh')::date`;

/**
 * The tax invoice report (SPEC §3): each tax invoice, and each credit or debit note, issued in the period with its
 * buyer, the unit and earliest due date of the payments it invoices (a note: its invoice's), its number and totals (a
 * credit note's negative, as it lowers the VAT due), and the seller's registration numbers printed on it; by day
 * (invoices, then debit notes, then credit notes) and number. A document belongs to a lessor or property when one of its (invoice's) payments does.
 */
export function listTaxInvoices(db: Db, orgId: string, filters: TaxInvoiceFilters) {
  const invoiced = paymentsInScope(db, { orgId, lessor: filters.lessor, real_estate_id: filters.real_estate_id }).where(
    sql<SqlBool>`p.id = any(i.payment_ids)`,
  );
  const inScope = filters.lessor || filters.real_estate_id;
  let invoices = db
    .selectFrom("invoices as i")
    .leftJoin(firstPayment.as("first"), (join) => join.on(sql<SqlBool>`true`))
    .leftJoin("real_estates as first_unit", (join) =>
      join.on(sql<SqlBool>`first_unit.id = first.real_estate_id`).onRef("first_unit.org_id", "=", "i.org_id"),
    )
    .where("i.org_id", "=", orgId);
  if (inScope) invoices = invoices.where(({ exists }) => exists(invoiced.select(sql`1`.as("one"))));
  if (filters.start_date) invoices = invoices.where(invoiceDay, ">=", sql<string>`${filters.start_date}::date`);
  if (filters.end_date) invoices = invoices.where(invoiceDay, "<=", sql<string>`${filters.end_date}::date`);

  let notes = db
    .selectFrom("credit_notes as n")
    .innerJoin("invoices as i", (join) => join.onRef("i.id", "=", "n.invoice_id").onRef("i.org_id", "=", "n.org_id"))
    .leftJoin(firstPayment.as("first"), (join) => join.on(sql<SqlBool>`true`))
    .leftJoin("real_estates as first_unit", (join) =>
      join.on(sql<SqlBool>`first_unit.id = first.real_estate_id`).onRef("first_unit.org_id", "=", "i.org_id"),
    )
    .where("n.org_id", "=", orgId);
  if (inScope) notes = notes.where(({ exists }) => exists(invoiced.select(sql`1`.as("one"))));
  if (filters.start_date) notes = notes.where(noteDay, ">=", sql<string>`${filters.start_date}::date`);
  if (filters.end_date) notes = notes.where(noteDay, "<=", sql<string>`${filters.end_date}::date`);

  const sign = sql<number>`case when n.note_type = 'credit' then -1 else 1 end`;
  return (
    invoices
      .select([
        sql<"invoice" | "credit_note" | "debit_note">`'invoice'`.as("document"),
        sql<string>`i.buyer->>'name'`.as("tenant_name"),
        sql<string | null>`first_unit.title`.as("property"),
        sql<string | null>`first.due_date`.as("due_date"),
        "i.number",
        sql<string>`${invoiceDay}::text`.as("invoice_date"),
        "i.total_without_vat as total_price_without_vat",
        "i.vat_total as vat_amount",
        "i.total as total_price",
        sql<string>`i.seller->>'commercialRegistrationNo'`.as("commercial_registration_no"),
        sql<string>`i.seller->>'vatNo'`.as("vat_no"),
      ])
      .unionAll(
        notes.select([
          sql<"invoice" | "credit_note" | "debit_note">`n.note_type || '_note'`.as("document"),
          sql<string>`n.buyer->>'name'`.as("tenant_name"),
          sql<string | null>`first_unit.title`.as("property"),
          sql<string | null>`first.due_date`.as("due_date"),
          "n.number",
          sql<string>`${noteDay}::text`.as("invoice_date"),
          sql<string>`n.total_without_vat * ${sign}`.as("total_price_without_vat"),
          sql<string>`n.vat_total * ${sign}`.as("vat_amount"),
          sql<string>`n.total * ${sign}`.as("total_price"),
          sql<string>`n.seller->>'commercialRegistrationNo'`.as("commercial_registration_no"),
          sql<string>`n.seller->>'vatNo'`.as("vat_no"),
        ]),
      )
      .orderBy("invoice_date")
      // The day's invoices, then its debit notes, then its credit notes.
      .orderBy("document", "desc")
      .orderBy("number")
  );
}
