import type { Insertable, Updateable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

/** A checkout: the pending subscription carrying its quote, before the gateway has its invoice. */
export const insertCheckout = (db: Db, row: Insertable<DB["subscriptions"]>) =>
  db.insertInto("subscriptions").values(row).returning("id").executeTakeFirstOrThrow();

export const setCheckoutInvoice = (db: Db, id: string, gatewayInvoiceId: string) =>
  db.updateTable("subscriptions").set({ gateway_invoice_id: gatewayInvoiceId }).where("id", "=", id).execute();

/** A paid package waiting for the running period to end, if one was chosen. */
export const findUpcomingSubscription = (db: Db) =>
  db
    .selectFrom("subscriptions")
    .innerJoin("packages", "packages.code", "subscriptions.package_code")
    .select(["subscriptions.id", "subscriptions.start_date", "subscriptions.billing", "packages.name_ar", "packages.name_en"])
    .where("subscriptions.status", "=", "upcoming")
    .executeTakeFirst();

/** Earlier checkouts nobody paid are left behind by a new one: only the newest can still be activated. */
export const abandonCheckouts = (db: Db, exceptId: string) =>
  db
    .updateTable("subscriptions")
    .set({ status: "canceled", updated_at: new Date() })
    .where("status", "in", ["pending", "failed"])
    .where("id", "!=", exceptId)
    .execute();

export const findSubscription = (db: Db, id: string) => db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst();

/** The subscription a payment settles, locked: a webhook and the payer's return settle it one after the other. */
export const lockSubscription = (db: Db, id: string) =>
  db.selectFrom("subscriptions").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();

export const updateSubscription = (db: Db, id: string, changes: Updateable<DB["subscriptions"]>) =>
  db
    .updateTable("subscriptions")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .execute();

/**
 * What the gateway says of a payment, kept once per gateway payment id and brought up to date on every notice. A
 * payment only moves forward (initiated → paid or failed → refunded): a late or replayed notice never takes a refunded
 * payment back to paid, nor a paid one back to failed.
 */
export const recordSubscriptionPayment = (db: Db, row: Insertable<DB["subscription_payments"]>) =>
  db
    .insertInto("subscription_payments")
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(["gateway", "gateway_payment_id"]).doUpdateSet((eb) => ({
        status: eb
          .case()
          .when("subscription_payments.status", "=", "refunded")
          .then(eb.ref("subscription_payments.status"))
          .when(eb.and([eb("subscription_payments.status", "=", "paid"), eb("excluded.status", "in", ["initiated", "failed"])]))
          .then(eb.ref("subscription_payments.status"))
          .else(eb.ref("excluded.status"))
          .end(),
        message: eb.ref("excluded.message"),
        paid_at: eb.fn.coalesce("subscription_payments.paid_at", eb.ref("excluded.paid_at")),
        updated_at: new Date(),
      })),
    )
    .returning(["id", "subscription_id"])
    .executeTakeFirstOrThrow();

/** The organization's payments for subscriptions, newest first, with the package each paid for. */
export const listSubscriptionPayments = (db: Db) =>
  db
    .selectFrom("subscription_payments")
    .innerJoin("subscriptions", "subscriptions.id", "subscription_payments.subscription_id")
    .innerJoin("packages", "packages.code", "subscriptions.package_code")
    .select([
      "subscription_payments.id",
      "subscription_payments.subscription_id",
      "subscription_payments.status",
      "subscription_payments.amount",
      "subscription_payments.message",
      "subscription_payments.card_brand",
      "subscription_payments.card_last_four",
      "subscription_payments.bill_number",
      "subscription_payments.created_at",
      "subscription_payments.paid_at",
      "subscriptions.package_code",
      "subscriptions.billing",
      "packages.name_ar",
      "packages.name_en",
      (eb) =>
        eb
          .selectFrom("subscription_refund_requests")
          .select("subscription_refund_requests.status")
          .whereRef("subscription_refund_requests.subscription_id", "=", "subscriptions.id")
          .orderBy("subscription_refund_requests.created_at", "desc")
          .limit(1)
          .as("refund_request"),
    ])
    .orderBy("subscription_payments.created_at", "desc")
    .limit(100)
    .execute();
