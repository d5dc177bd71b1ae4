import { withOrg, type Db } from "@amlak/db";
import { addDays, riyadhToday } from "@amlak/domain";
import { issueSubscriptionInvoice } from "../subscriptions/subscription-invoice.ts";

export interface PaidSubscription {
  subscriptionId: string;
  paymentId: string;
  gatewayPaymentId: string;
}

/**
 * A Gold month paid through the gateway at `paidAt` (298.00 SAR, 38.87 VAT inside), as checkout leaves it: the rows
 * written directly, on the owner's connection. It starts on the day it was paid, so a trial begun later stays current.
 */
export async function paidSubscription(
  owner: Db,
  orgId: string,
  { paidAt, gatewayPaymentId = crypto.randomUUID() }: { paidAt: Date; gatewayPaymentId?: string },
): Promise<PaidSubscription> {
  const start = riyadhToday(paidAt);
  const subscription = await owner
    .insertInto("subscriptions")
    .values({
      org_id: orgId,
      package_code: "gold",
      billing: "monthly",
      status: "activated",
      start_date: start,
      end_date: addDays(start, 30),
      price: "298.00",
      discount: "0.00",
      credit: "0.00",
      total: "298.00",
      vat_amount: "38.87",
      activated_at: paidAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const payment = await owner
    .insertInto("subscription_payments")
    .values({
      org_id: orgId,
      subscription_id: subscription.id,
      gateway: "sandbox",
      gateway_payment_id: gatewayPaymentId,
      status: "paid",
      amount: "298.00",
      currency: "SAR",
      paid_at: paidAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { subscriptionId: subscription.id, paymentId: payment.id, gatewayPaymentId };
}

/** The subscription's invoice, issued as the payment's settlement issues it (in the organization's transaction). */
export const invoiceOf = (app: Db, orgId: string, paid: PaidSubscription, issueDate: string) =>
  withOrg(app, orgId, (trx) =>
    issueSubscriptionInvoice(trx, { subscriptionId: paid.subscriptionId, paymentId: paid.paymentId, issueDate }),
  );
