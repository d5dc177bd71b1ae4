import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { Trx } from "../org-scope.ts";

/** A lessor's management agreement, if one was set. */
export function findManagementAgreement(db: Db, lessorId: string) {
  return db
    .selectFrom("management_agreements")
    .select([
      "lessor_id as lessorId",
      "fee_kind as feeKind",
      "fee_value as feeValue",
      "expense_categories as expenseCategories",
      sql<string>`effective_from`.as("effectiveFrom"),
    ])
    .where("lessor_id", "=", lessorId)
    .executeTakeFirst();
}

/** A management agreement's terms, a lessor's or a property's. */
export interface AgreementTerms {
  orgId: string;
  feeKind: "percent" | "fixed";
  feeValue: string;
  expenseCategories: string[];
  effectiveFrom: string;
}

/** The columns an agreement's terms are saved in, the lessor's and a property's alike. */
export const agreementColumns = (terms: AgreementTerms) => ({
  fee_kind: terms.feeKind,
  fee_value: terms.feeValue,
  expense_categories: terms.expenseCategories,
  effective_from: terms.effectiveFrom,
  updated_at: sql<Date>`now()`,
});

/** Sets (or replaces) a lessor's management agreement. */
export async function saveManagementAgreement(db: Db, row: AgreementTerms & { lessorId: string }): Promise<void> {
  const values = agreementColumns(row);
  await db
    .insertInto("management_agreements")
    .values({ org_id: row.orgId, lessor_id: row.lessorId, ...values })
    .onConflict((conflict) => conflict.columns(["org_id", "lessor_id"]).doUpdateSet(values))
    .execute();
}

/**
 * The management fee a remittance took from the owner, VAT included, net of the notes issued on its fee invoice: a
 * credit note gives part of it back, a debit note adds to it. The remittance proposal and the owner statement both
 * read a remittance's fee through this.
 */
const feeCharged = sql<string>`remittances.fee + remittances.fee_vat - coalesce((
  select sum(case when n.note_type = 'credit' then n.total else -n.total end) from credit_notes n
  where n.org_id = remittances.org_id and n.invoice_id = remittances.invoice_id), 0)`;

/** The lessor's remittances not reversed whose period overlaps [from, to]: what was already paid out of it. */
export function listOverlappingRemittances(db: Db, lessorId: string, { from, to }: { from: string; to: string }) {
  return db
    .selectFrom("remittances")
    .select(["id", "amount", "fee", feeCharged.as("feeCharged")])
    .where("lessor_id", "=", lessorId)
    .where("status", "=", "paid")
    .where("period_from", "<=", to)
    .where("period_to", ">=", from)
    .execute();
}

/** A lessor's remittances, newest first, with their fee invoice's number. */
export function listLessorRemittances(db: Db, lessorId: string) {
  return db
    .selectFrom("remittances as r")
    .leftJoin("invoices as i", (join) => join.onRef("i.id", "=", "r.invoice_id").onRef("i.org_id", "=", "r.org_id"))
    .select([
      "r.id",
      sql<string>`r.period_from`.as("from"),
      sql<string>`r.period_to`.as("to"),
      sql<string>`r.paid_date`.as("paidDate"),
      "r.amount",
      "r.fee",
      "r.fee_vat as feeVat",
      "r.method",
      "r.reference",
      "r.status",
      "r.invoice_id as invoiceId",
      "i.number as invoiceNumber",
    ])
    .where("r.lessor_id", "=", lessorId)
    .orderBy("r.paid_date", "desc")
    .orderBy("r.paid_at", "desc")
    .execute();
}

/**
 * The lessor's contact row, locked: remittances of one lessor are taken one at a time, so two paid at once cannot
 * both count on what is due. Another organization's id, or a contact not a lessor, is not found.
 */
export function lockLessor(trx: Trx, orgId: string, lessorId: string) {
  return trx
    .selectFrom("contacts")
    .select(["id", "name", "vat_no", "buyer_address"])
    .where("org_id", "=", orgId)
    .where("id", "=", lessorId)
    .where("type", "=", "lessor")
    .forUpdate()
    .executeTakeFirst();
}

/** One remittance of the organization. */
export const findRemittance = (db: Db, id: string) =>
  db.selectFrom("remittances").select(["id", "lessor_id", "invoice_id"]).where("id", "=", id).executeTakeFirst();

/** The remittances (not reversed) paid to any of the lessor contacts up to `to`: what the owner statement takes off. */
export function listPaidRemittances(db: Db, lessorIds: readonly string[], to: string) {
  return db
    .selectFrom("remittances")
    .select(["id", sql<string>`paid_date`.as("paidDate"), "amount", feeCharged.as("feeCharged")])
    .where("lessor_id", "in", lessorIds)
    .where("status", "=", "paid")
    .where("paid_date", "<=", to)
    .execute();
}
