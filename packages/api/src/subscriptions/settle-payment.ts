import {
  findSubscription,
  lockSubscription,
  recordSubscriptionPayment,
  savePaymentCard,
  updateSubscription,
  withOrg,
  type Db,
} from "@amlak/db";
import { AppError, riyadhToday } from "@amlak/domain";
import { fetchCheckedPayment, type PaymentGateway } from "../payment-gateway/payment-gateway.ts";
import { activateSubscription } from "./activate-subscription.ts";
import { issueSubscriptionInvoice } from "./subscription-invoice.ts";

/** A payment said to pay a subscription: by the payer's return (their organization) or a verified webhook. */
interface PaymentClaim {
  orgId: string;
  subscriptionId: string;
  paymentId: string;
}

interface Settling {
  gateway: PaymentGateway;
  now: Date;
}

/** Checkouts a payment may still activate: not yet paid, even one left behind by a newer checkout. */
const UNPAID = new Set(["pending", "failed", "canceled"]);

/**
 * What a payment does to its subscription, decided from the payment as the gateway reports it to our secret key:
 * never from the payer's query string or the webhook's body. The gateway is asked before any transaction opens (a
 * request holding a pooled connection while it waits on the sandbox, served by this same pool, could starve it);
 * the subscription row is then locked, so the return and the webhook, and any replay of either, settle one after
 * the other: the first paid one activates it and issues its invoice, the others find it activated. A paid payment
 * that saved the card keeps it (its token) for automatic renewal. A payment of another subscription, or of another
 * amount or currency, changes nothing.
 */
export async function settleSubscriptionPayment(db: Db, { gateway, now }: Settling, claim: PaymentClaim) {
  const unlocked = await withOrg(db, claim.orgId, (trx) => findSubscription(trx, claim.subscriptionId));
  if (!unlocked?.total || !unlocked.gateway_invoice_id) throw new AppError("subscription.paymentUnknown");
  const payment = await fetchCheckedPayment(gateway, claim.paymentId, unlocked.total, "subscription.paymentUnknown");
  return withOrg(db, claim.orgId, async (trx) => {
    const subscription = await lockSubscription(trx, claim.subscriptionId);
    if (!subscription?.total || subscription.total !== unlocked.total) throw new AppError("subscription.paymentUnknown");
    if (payment.metadata.subscription_id !== subscription.id || payment.invoiceId !== subscription.gateway_invoice_id)
      throw new AppError("subscription.paymentUnknown");
    if (payment.mismatch) throw new AppError("subscription.paymentMismatch");
    const recorded = await recordSubscriptionPayment(trx, {
      org_id: claim.orgId,
      subscription_id: subscription.id,
      gateway: gateway.name,
      gateway_payment_id: payment.id,
      status: payment.status,
      amount: subscription.total,
      currency: payment.currency,
      message: payment.message,
      card_brand: payment.card?.brand ?? null,
      card_last_four: payment.card?.lastFour ?? null,
      card_expiry: payment.card?.expiry ?? null,
      bill_number: payment.billNumber,
      paid_at: payment.status === "paid" ? now : null,
    });
    if (payment.status === "paid" && payment.savedCard && payment.card) {
      await savePaymentCard(trx, {
        org_id: claim.orgId,
        gateway: gateway.name,
        token: payment.savedCard.token,
        name: payment.savedCard.name,
        brand: payment.card.brand,
        last_four: payment.card.lastFour,
        expiry: payment.card.expiry,
      });
    }
    let status = subscription.status;
    if (payment.status === "paid" && UNPAID.has(status) && !subscription.activated_at) {
      const checkout = {
        id: subscription.id,
        replacesId: subscription.replaces_id,
        startDate: subscription.start_date,
        billing: subscription.billing,
      };
      status = await activateSubscription(trx, checkout, now);
      await issueSubscriptionInvoice(trx, { subscriptionId: subscription.id, paymentId: recorded.id, issueDate: riyadhToday(now) });
    } else if (payment.status === "failed" && status === "pending") {
      await updateSubscription(trx, subscription.id, { status: "failed" });
      status = "failed";
    }
    return { subscriptionId: subscription.id, packageCode: subscription.package_code, status, payment };
  });
}

/** A verified webhook's payment, settled in the organization its metadata names (ours, sent with the checkout). */
export function settleNotifiedPayment(db: Db, settling: Settling, payment: { id: string; metadata: Record<string, string> }) {
  const { org_id: orgId, subscription_id: subscriptionId } = payment.metadata;
  if (!orgId || !subscriptionId) throw new AppError("subscription.paymentUnknown");
  return settleSubscriptionPayment(db, settling, { orgId, subscriptionId, paymentId: payment.id });
}
