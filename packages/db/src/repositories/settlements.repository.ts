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

/** The settlements of the tenants' leases: the day each settled the deposit it held. */
export function listTenantSettlements(db: Db, tenantIds: readonly string[]) {
  return db
    .selectFrom("lease_settlements")
    .select(["contract_id as contractId", "settled_on as date", "deposit_held as depositHeld"])
    .where("tenant_id", "in", tenantIds)
    .execute();
}
