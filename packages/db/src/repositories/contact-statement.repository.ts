import { sql, type SqlBool } from "kysely";
import type { Db } from "../client.ts";
import { visiblePayment } from "./payments.repository.ts";
import { categoryOf } from "./reports/report-payments.ts";

/**
 * Everything a tenant (their contacts) owes under their contracts (one of them, when given), due or not, named in lang, with the day
 * each was paid and the voucher that paid it: the instalments the tenant pays (income collected from the tenant), VAT
 * included, and the instalments split into parts (which say where the parts came from), apart from cancelled and
 * deleted ones and the types the caller's role does not see.
 */
export function listTenantCharges(
  db: Db,
  {
    tenantIds,
    contractId = null,
    hiddenTypes,
    lang,
  }: { tenantIds: readonly string[]; contractId?: string | null; hiddenTypes: readonly string[]; lang: "ar" | "en" },
) {
  let query = db
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .leftJoin("real_estates as re", "re.id", "p.real_estate_id")
    .leftJoin("lookups as named", (join) => join.on("named.group", "=", "PAYMENT_CATEGORY").on(sql<SqlBool>`named.code = ${categoryOf}`))
    .where("c.tenant_id", "in", tenantIds)
    .where("p.party", "=", "tenant")
    .where("p.direction", "=", "income")
    .where("p.status", "in", ["pending", "paid", "split"])
    .where(visiblePayment(hiddenTypes));
  if (contractId) query = query.where("p.contract_id", "=", contractId);
  return query
    .select([
      "p.id as paymentId",
      "p.split_from as splitFrom",
      sql<"pending" | "paid" | "split">`p.status`.as("status"),
      "p.due_date as dueDate",
      sql<string | null>`case when p.status = 'paid' then p.paid_date end`.as("paidDate"),
      sql<string | null>`case when p.status = 'paid' then p.collection_id end`.as("collectionId"),
      sql<string>`p.price + p.vat`.as("total"),
      sql<string>`coalesce(${categoryOf}, '')`.as("type"),
      sql<string>`coalesce(${sql.ref(lang === "ar" ? "named.name_ar" : "named.name_en")}, ${categoryOf}, '')`.as("typeName"),
      "re.title as realEstate",
    ])
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
}

/** The tenant's collection vouchers still received (an undone one moved no money), oldest first. */
export function listTenantVouchers(db: Db, tenantIds: readonly string[]) {
  return db
    .selectFrom("collections")
    .select(["id as collectionId", "paid_date as date", "amount", "reference"])
    .where("tenant_id", "in", tenantIds)
    .where("status", "=", "received")
    .orderBy("paid_date")
    .orderBy("received_at")
    .execute();
}

/** How the contract's payments were cut from one another (split ones included): what groups a schedule's parts into instalments. */
export function listContractSplitLinks(db: Db, contractId: string) {
  return db
    .selectFrom("payments")
    .select(["id", "split_from as splitFrom", "due_date as dueDate"])
    .where("contract_id", "=", contractId)
    .where((eb) => eb.or([eb("split_from", "is not", null), eb("status", "=", "split")]))
    .execute();
}

/**
 * The credit and debit notes on tax invoices of the tenant's payments (of one contract when given), with their day
 * (Riyadh) and total with VAT, and their invoice's number; none on an invoice of a payment type the caller may not see.
 */
export function listTenantNotes(
  db: Db,
  {
    tenantIds,
    contractId = null,
    hiddenTypes,
  }: { tenantIds: readonly string[]; contractId?: string | null; hiddenTypes: readonly string[] },
) {
  return db
    .selectFrom("credit_notes as n")
    .innerJoin("invoices as i", (join) => join.onRef("i.id", "=", "n.invoice_id").onRef("i.org_id", "=", "n.org_id"))
    .where(({ exists, selectFrom }) => {
      let theirs = selectFrom("payments as p")
        .innerJoin("contracts as c", "c.id", "p.contract_id")
        .select(sql`1`.as("one"))
        .where(sql<SqlBool>`p.id = any(i.payment_ids)`)
        .where("c.tenant_id", "in", tenantIds)
        .where("p.party", "=", "tenant");
      if (contractId) theirs = theirs.where("p.contract_id", "=", contractId);
      return exists(theirs);
    })
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("payments as p")
            .select(sql`1`.as("one"))
            .where(sql<SqlBool>`p.id = any(i.payment_ids)`)
            .where(sql<SqlBool>`not ${visiblePayment(hiddenTypes)}`),
        ),
      ),
    )
    .select([
      "n.id as noteId",
      sql<"credit" | "debit">`n.note_type`.as("noteType"),
      "n.number",
      sql<string>`(n.issued_at at time zone 'Asia/Riyadh')::date::text`.as("date"),
      "n.total",
      "i.number as invoiceNumber",
    ])
    .orderBy("n.issued_at")
    .execute();
}
