import type { Db } from "../client.ts";

/**
 * A lease's rent and deposit payments as a settlement weighs them: every piece (split parts with the original they came
 * from), pending, paid or set aside.
 */
export function listLeasePayments(db: Db, orgId: string, contractId: string) {
  return db
    .selectFrom("payments")
    .select([
      "id",
      "split_from as splitFrom",
      "status",
      "due_date as dueDate",
      "price",
      "vat",
      "vat_rate as vatRate",
      "payment_type as paymentType",
    ])
    .where("org_id", "=", orgId)
    .where("contract_id", "=", contractId)
    .where("party", "=", "tenant")
    .where("payment_type", "in", ["rent", "deposit"])
    .orderBy("due_date")
    .orderBy("id")
    .execute();
}

export type LeasePayment = Awaited<ReturnType<typeof listLeasePayments>>[number];

/** A lease's settlement, once confirmed. */
export function findLeaseSettlement(db: Db, orgId: string, contractId: string) {
  return db
    .selectFrom("lease_settlements")
    .selectAll()
    .where("org_id", "=", orgId)
    .where("contract_id", "=", contractId)
    .executeTakeFirst();
}

export type LeaseSettlementRow = NonNullable<Awaited<ReturnType<typeof findLeaseSettlement>>>;

/** The credit notes a settlement issued on the invoices whose rent it refunded, by number. */
export function listSettlementCreditNotes(db: Db, orgId: string, noteIds: readonly string[]) {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("credit_notes")
    .select(["id", "number"])
    .where("org_id", "=", orgId)
    .where("id", "in", noteIds)
    .orderBy("number")
    .execute();
}

/** The settlements of the tenants' leases: on the day each was settled, the rent it refunded and what it did with the deposit. */
export function listTenantSettlements(db: Db, tenantIds: readonly string[]) {
  return db
    .selectFrom("lease_settlements")
    .select([
      "contract_id as contractId",
      "settled_on as date",
      "refund",
      "refund_credited as refundCredited",
      "reference",
      "deposit_held as depositHeld",
      "deposit_applied as depositApplied",
      "deposit_returned as depositReturned",
    ])
    .where("tenant_id", "in", tenantIds)
    .execute();
}
