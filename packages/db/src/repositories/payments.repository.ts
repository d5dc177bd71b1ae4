import type { Db } from "../client.ts";

/** Payments (the read model) by due date; of one contract, or one payment, when the filter says so. */
export function findPaymentRows(db: Db, filter: { contractId?: string; id?: string }) {
  let query = db
    .selectFrom("payments")
    .select([
      "id",
      "contract_id",
      "real_estate_id",
      "direction",
      "party",
      "payment_type",
      "category",
      "due_date",
      "price",
      "vat_rate",
      "vat",
      "status",
      "paid_date",
      "method",
      "received_by",
      "delivered_by",
      "paid_notes",
      "comment",
      "contacted",
      "contact_notes",
      "split_from",
      "invoice_id",
      "receipt_id",
    ])
    .orderBy("due_date")
    .orderBy("id");
  if (filter.contractId) query = query.where("contract_id", "=", filter.contractId);
  if (filter.id) query = query.where("id", "=", filter.id);
  return query.execute();
}

/** The tenant of the contract the payment belongs to (name null when the payment has no contract). */
export const findPaymentPayer = (db: Db, paymentId: string) =>
  db
    .selectFrom("payments")
    .leftJoin("contracts", "contracts.id", "payments.contract_id")
    .leftJoin("contacts", "contacts.id", "contracts.tenant_id")
    .select("contacts.name")
    .where("payments.id", "=", paymentId)
    .executeTakeFirst();
