import type { Db } from "../client.ts";

/** The paid payment of a subscription: what a refund returns. RLS scopes it. */
export const findPaidPayment = (db: Db, subscriptionId: string) =>
  db
    .selectFrom("subscription_payments")
    .select(["id", "paid_at", "gateway_payment_id"])
    .where("subscription_id", "=", subscriptionId)
    .where("status", "=", "paid")
    .orderBy("paid_at", "desc")
    .executeTakeFirst();

/** A request not rejected: one may be open per subscription (an approved one ends the subscription). */
export const findOpenRefundRequest = (db: Db, subscriptionId: string) =>
  db
    .selectFrom("subscription_refund_requests")
    .select("id")
    .where("subscription_id", "=", subscriptionId)
    .where("status", "<>", "rejected")
    .executeTakeFirst();

export const insertRefundRequest = (db: Db, row: { org_id: string; subscription_id: string; reason: string }) =>
  db.insertInto("subscription_refund_requests").values(row).returning(["id", "status", "created_at"]).executeTakeFirstOrThrow();

/** Requests across organizations (owner connection), with the organization, package and the payment a refund returns. */
const refundRequestRows = (db: Db, paymentStatuses: readonly ("paid" | "refunded")[]) =>
  db
    .selectFrom("subscription_refund_requests as request")
    .innerJoin("organizations", "organizations.id", "request.org_id")
    .innerJoin("subscriptions", "subscriptions.id", "request.subscription_id")
    .innerJoin("packages", "packages.code", "subscriptions.package_code")
    .leftJoin("subscription_payments as payment", (join) =>
      join.onRef("payment.subscription_id", "=", "subscriptions.id").on("payment.status", "in", paymentStatuses),
    )
    .select([
      "request.id",
      "request.org_id",
      "organizations.title as organization_name",
      "request.subscription_id",
      "packages.name_ar",
      "packages.name_en",
      "subscriptions.billing",
      "request.reason",
      "request.created_at",
      "payment.amount",
      "payment.paid_at",
    ]);

/** Staff's queue: pending requests, oldest first, with what they would refund. */
export const listPendingRefundRequests = (db: Db) =>
  refundRequestRows(db, ["paid"]).where("request.status", "=", "pending").orderBy("request.created_at").execute();

/** The latest decisions, newest first, with who decided; an approved request's payment is refunded by then. */
export const listDecidedRefundRequests = (db: Db, limit: number) =>
  refundRequestRows(db, ["paid", "refunded"])
    .leftJoin("users as staff", "staff.id", "request.decided_by")
    .select(["request.status", "request.decided_at", "staff.name as decided_by_name"])
    .where("request.status", "<>", "pending")
    .$narrowType<{ status: "approved" | "rejected"; decided_at: Date }>()
    .orderBy("request.decided_at", "desc")
    .limit(limit)
    .execute();

const refundRequest = (db: Db, id: string) =>
  db.selectFrom("subscription_refund_requests").select(["id", "org_id", "subscription_id", "status"]).where("id", "=", id);

/** A request, across organizations (owner connection). */
export const findRefundRequest = (db: Db, id: string) => refundRequest(db, id).executeTakeFirst();

/** The same, locked until its decision commits: two staff deciding it at once decide one after the other. */
export const lockRefundRequest = (db: Db, id: string) => refundRequest(db, id).forUpdate().executeTakeFirst();

export const decideRefundRequest = (db: Db, id: string, decision: { status: "approved" | "rejected"; decidedBy: string; at: Date }) =>
  db
    .updateTable("subscription_refund_requests")
    .set({ status: decision.status, decided_by: decision.decidedBy, decided_at: decision.at })
    .where("id", "=", id)
    .execute();

export const markPaymentRefunded = (db: Db, id: string) =>
  db.updateTable("subscription_payments").set({ status: "refunded", updated_at: new Date() }).where("id", "=", id).execute();
