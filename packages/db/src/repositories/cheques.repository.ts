import type { Db } from "../client.ts";

/** The tenant's cheques (of any of their contacts, in the portal), by due date, with the instalment each was given for. */
export function listTenantCheques(db: Db, tenantIds: readonly string[]) {
  return db
    .selectFrom("cheques")
    .leftJoin("payments as p", "p.id", "cheques.instalment_id")
    .select([
      "cheques.id",
      "cheques.number",
      "cheques.bank",
      "cheques.amount",
      "cheques.due_date as dueDate",
      "cheques.instalment_id as instalmentId",
      "p.due_date as instalmentDueDate",
      "cheques.status",
      "cheques.deposited_on as depositedOn",
      "cheques.cleared_on as clearedOn",
      "cheques.bounced_on as bouncedOn",
      "cheques.bounce_reason as bounceReason",
      "cheques.collection_id as collectionId",
    ])
    .where("cheques.tenant_id", "in", tenantIds)
    .orderBy("cheques.due_date")
    .orderBy("cheques.number")
    .execute();
}

/** The cheque with its tenant's name, as a notice about it names them. */
export const findChequeWithTenant = (db: Db, chequeId: string) =>
  db
    .selectFrom("cheques")
    .innerJoin("contacts as tenant", "tenant.id", "cheques.tenant_id")
    .select(["cheques.number", "cheques.bank", "cheques.amount", "cheques.tenant_id as tenantId", "tenant.name as tenantName"])
    .where("cheques.id", "=", chequeId)
    .executeTakeFirst();
