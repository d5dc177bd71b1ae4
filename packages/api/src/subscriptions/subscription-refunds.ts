import {
  decideRefundRequest,
  findOpenRefundRequest,
  findPaidPayment,
  findRefundRequest,
  insertRefundRequest,
  lockRefundRequest,
  lockSubscription,
  markPaymentRefunded,
  updateSubscription,
  withOrg,
  type Db,
  type Trx,
} from "@amlak/db";
import { AppError, REFUND_WINDOW_DAYS, refundWindowOpen, riyadhToday } from "@amlak/domain";
import type { PaymentGateway } from "../payment-gateway/payment-gateway.ts";
import { issueSubscriptionCreditNote, issueSubscriptionInvoice } from "./subscription-invoice.ts";

/**
 * The account owner asks for the refund of a paid subscription: within the window of SPEC §9, one request open at a
 * time. The subscription row is locked, so two requests sent at once queue and the second finds the first.
 */
export async function requestRefund(trx: Trx, input: { orgId: string; subscriptionId: string; reason: string; now: Date }) {
  if (!(await lockSubscription(trx, input.subscriptionId))) throw new AppError("notFound");
  if (await findOpenRefundRequest(trx, input.subscriptionId)) throw new AppError("refund.alreadyRequested");
  const payment = await findPaidPayment(trx, input.subscriptionId);
  if (!payment?.paid_at) throw new AppError("refund.nothingPaid");
  if (!refundWindowOpen(new Date(payment.paid_at), input.now)) throw new AppError("refund.windowClosed", { days: REFUND_WINDOW_DAYS });
  return insertRefundRequest(trx, { org_id: input.orgId, subscription_id: input.subscriptionId, reason: input.reason });
}

interface Decision {
  requestId: string;
  staffId: string;
  now: Date;
}

/**
 * Staff approve a pending request (owner connection): the gateway returns the payment first, outside any transaction
 * (no pooled connection waits on it, as in settle-payment.ts); then, in one transaction in the request's organization,
 * the request is approved, the payment marked refunded, the subscription canceled and the invoice credited.
 */
export async function approveRefund(db: Db, gateway: PaymentGateway, decision: Decision) {
  const request = await findRefundRequest(db, decision.requestId);
  if (!request) throw new AppError("notFound");
  if (request.status !== "pending") throw new AppError("refund.alreadyDecided");
  const payment = await withOrg(db, request.org_id, (trx) => findPaidPayment(trx, request.subscription_id));
  if (!payment) throw new AppError("refund.nothingPaid");
  await gateway.refund(payment.gateway_payment_id);
  return withOrg(db, request.org_id, async (trx) => {
    if ((await lockRefundRequest(trx, request.id))?.status !== "pending") throw new AppError("refund.alreadyDecided");
    await decideRefundRequest(trx, request.id, { status: "approved", decidedBy: decision.staffId, at: decision.now });
    await markPaymentRefunded(trx, payment.id);
    await updateSubscription(trx, request.subscription_id, { status: "canceled" });
    const issueDate = riyadhToday(decision.now);
    const invoice = await issueSubscriptionInvoice(trx, { subscriptionId: request.subscription_id, paymentId: payment.id, issueDate });
    const creditNote = await issueSubscriptionCreditNote(trx, { invoiceId: invoice.id, issueDate });
    return { id: request.id, creditNoteId: creditNote.id };
  });
}

/** Staff refuse a pending request; the account owner may then ask again. */
export function rejectRefund(db: Db, decision: Decision) {
  return db.transaction().execute(async (trx) => {
    const request = await lockRefundRequest(trx, decision.requestId);
    if (!request) throw new AppError("notFound");
    if (request.status !== "pending") throw new AppError("refund.alreadyDecided");
    await decideRefundRequest(trx, request.id, { status: "rejected", decidedBy: decision.staffId, at: decision.now });
    return { id: request.id };
  });
}
