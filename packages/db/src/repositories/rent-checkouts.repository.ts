import type { Insertable, Updateable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

/** Those of paymentIds that are income of a contract whose tenant is one of contactIds (one person's contacts), in the organization. */
export const findTenantInstalments = (db: Db, orgId: string, contactIds: readonly string[], paymentIds: readonly string[]) =>
  db
    .selectFrom("payments")
    .innerJoin("contracts", (join) =>
      join.onRef("contracts.id", "=", "payments.contract_id").onRef("contracts.org_id", "=", "payments.org_id"),
    )
    .select(["payments.id", "payments.status", "payments.price", "payments.vat", "payments.due_date", "contracts.tenant_id"])
    .where("payments.org_id", "=", orgId)
    .where("payments.id", "in", paymentIds)
    .where("payments.direction", "=", "income")
    .where("payments.party", "=", "tenant")
    .where("contracts.tenant_id", "in", contactIds)
    .orderBy("payments.due_date")
    .orderBy("payments.id")
    .execute();

/** How an instalment stands: whether a payment the gateway made already paid it (its id in the paid notes). */
export const findInstalmentPayment = (db: Db, id: string) =>
  db.selectFrom("payments").select(["status", "method", "paid_notes"]).where("id", "=", id).executeTakeFirst();

export const insertRentCheckout = (db: Db, checkout: Insertable<DB["rent_checkouts"]>) =>
  db.insertInto("rent_checkouts").values(checkout).returning("id").executeTakeFirstOrThrow();

export const findRentCheckout = (db: Db, orgId: string, id: string) =>
  db.selectFrom("rent_checkouts").selectAll().where("org_id", "=", orgId).where("id", "=", id).executeTakeFirst();

export const lockRentCheckout = (db: Db, orgId: string, id: string) =>
  db.selectFrom("rent_checkouts").selectAll().where("org_id", "=", orgId).where("id", "=", id).forUpdate().executeTakeFirst();

export async function updateRentCheckout(db: Db, id: string, changes: Updateable<DB["rent_checkouts"]>): Promise<void> {
  await db.updateTable("rent_checkouts").set(changes).where("id", "=", id).execute();
}

/** Checkouts that paid an instalment the landlord had already marked paid: the tenant is owed that money back. */
export const listRentRefundsDue = (db: Db, orgId: string) =>
  db
    .selectFrom("rent_checkouts")
    .innerJoin("contacts", (join) =>
      join.onRef("contacts.id", "=", "rent_checkouts.contact_id").onRef("contacts.org_id", "=", "rent_checkouts.org_id"),
    )
    .select([
      "rent_checkouts.id",
      "rent_checkouts.gateway_payment_id",
      "rent_checkouts.refund_payment_ids",
      "rent_checkouts.settled_at",
      "contacts.name as tenant_name",
    ])
    .where("rent_checkouts.org_id", "=", orgId)
    .where((eb) => eb(eb.fn<number>("cardinality", [eb.ref("rent_checkouts.refund_payment_ids")]), ">", 0))
    .orderBy("rent_checkouts.settled_at", "desc")
    .execute();
