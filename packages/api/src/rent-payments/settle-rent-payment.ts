import { findInstalmentPayment, findRentCheckout, lockRentCheckout, updateRentCheckout, withOrg, type Db } from "@amlak/db";
import { AppError, riyadhToday } from "@amlak/domain";
import { issueReceipt, markPaymentPaid, type LedgerContext } from "@amlak/ledger";
import { autoInvoiceFor } from "../ledger/auto-invoice.ts";
import { payerOf } from "../ledger/parties.ts";
import { fetchCheckedPayment, type CheckedPayment } from "../payment-gateway/payment-gateway.ts";
import { rentGatewayOf, type RentGatewayServices } from "./rent-gateway.ts";

/** A payment said to pay a rent checkout: by the tenant's return or a verified webhook. */
interface RentPaymentClaim {
  orgId: string;
  rentCheckoutId: string;
  paymentId: string;
  /** On the tenant's return, the tenant's contacts: a checkout of anyone else's is not found. */
  payerIds?: string[];
}

interface Settling {
  services: RentGatewayServices;
  now: Date;
  /** The request settling it, written in the ledger events' meta. */
  requestId: string;
}

/** The ledger's actor for what a tenant's online payment does: no member did it. */
const ACTOR = "online-rent-payment";

/** An instalment no longer pending is not paid a second time: the tenant's money for it is owed back to them. */
const ALREADY_SETTLED = new Set(["payment.alreadyPaid", "payment.notPending"]);

const RECEIPT_ISSUED = new Set(["receipt.alreadyIssued"]);

const isRefusal = (error: unknown, codes: Set<string>) => error instanceof AppError && codes.has(error.code);

/**
 * What a gateway payment does to the instalments of its rent checkout, decided from the payment as the gateway reports
 * it to the organization's secret key, asked before any transaction opens. The checkout row is then locked: its
 * first paid settlement fixes the paid date, so the return, the webhook and any replay of either, even on a later day,
 * send the ledger the same commands. Each instalment is marked paid (method online, the gateway's payment id in the
 * notes, the tax invoice where the organization issues them automatically) and given its receipt under idempotency
 * keys of (gateway payment, instalment): settlements racing each other run them one after the other and the later
 * ones get the first one's answer, and one cut short halfway is completed by the next. An instalment the landlord
 * settled meanwhile is listed on the checkout as owed back to the tenant.
 */
export async function settleRentPayment(db: Db, settling: Settling, claim: RentPaymentClaim) {
  const { orgId } = claim;
  const { checkout, gateway } = await withOrg(db, orgId, async (trx) => {
    const found = await findRentCheckout(trx, orgId, claim.rentCheckoutId);
    if (claim.payerIds && !(found && claim.payerIds.includes(found.contact_id))) throw new AppError("notFound");
    if (!found?.gateway_invoice_id) throw new AppError("rentPayment.paymentUnknown");
    return { checkout: found, gateway: await rentGatewayOf(trx, settling.services, orgId, found.gateway) };
  });
  const payment = await fetchCheckedPayment(gateway, claim.paymentId, checkout.total, "rentPayment.paymentUnknown");
  if (
    payment.metadata.rent_checkout_id !== checkout.id ||
    payment.metadata.org_id !== orgId ||
    payment.invoiceId !== checkout.gateway_invoice_id
  )
    throw new AppError("rentPayment.paymentUnknown");
  if (payment.mismatch) throw new AppError("rentPayment.paymentMismatch");

  const settled = await withOrg(db, orgId, async (trx) => {
    const locked = await lockRentCheckout(trx, orgId, checkout.id);
    if (!locked) throw new AppError("rentPayment.paymentUnknown");
    if (locked.status === "paid") return locked;
    if (payment.status === "paid") {
      const paid = {
        status: "paid",
        gateway_payment_id: payment.id,
        paid_date: riyadhToday(settling.now),
        settled_at: settling.now,
      } as const;
      await updateRentCheckout(trx, locked.id, paid);
      return { ...locked, ...paid };
    }
    if (payment.status === "failed" && locked.status === "pending") {
      await updateRentCheckout(trx, locked.id, { status: "failed" });
      return { ...locked, status: "failed" as const };
    }
    return locked;
  });
  if (payment.status !== "paid" || !settled.paid_date) return { checkout: settled, status: settled.status, payment, refundPaymentIds: [] };

  const refundPaymentIds = await payInstalments(db, settling, {
    orgId,
    payment,
    paymentIds: settled.payment_ids,
    paidDate: settled.paid_date,
    gateway: gateway.name,
  });
  if (refundPaymentIds.length > 0) {
    await withOrg(db, orgId, async (trx) => {
      const locked = await lockRentCheckout(trx, orgId, checkout.id);
      const owed = [...new Set([...(locked?.refund_payment_ids ?? []), ...refundPaymentIds])];
      await updateRentCheckout(trx, checkout.id, { refund_payment_ids: owed });
    });
  }
  return { checkout: settled, status: "paid" as const, payment, refundPaymentIds };
}

interface Instalments {
  orgId: string;
  payment: CheckedPayment;
  paymentIds: string[];
  paidDate: string;
  gateway: string;
}

/** Marks each instalment paid and issues its receipt; answers the instalments that were no longer pending. */
async function payInstalments(db: Db, settling: Settling, { orgId, payment, paymentIds, paidDate, gateway }: Instalments) {
  const refunds: string[] = [];
  const actor = { orgId, type: "client" as const, lang: "ar" as const, today: paidDate };
  const notes = `${gateway} ${payment.id}`;
  for (const paymentId of paymentIds) {
    const key = `rent-payment:${gateway}:${payment.id}:${paymentId}`;
    const ledger = (purpose: string): LedgerContext => ({
      orgId,
      actor: ACTOR,
      requestId: settling.requestId,
      now: settling.now,
      secretsKey: settling.services.secretsKey,
      idempotencyKey: `${key}:${purpose}`,
    });
    try {
      const autoInvoice = await autoInvoiceFor(db, actor, paymentId);
      await markPaymentPaid(db, ledger("paid"), {
        paymentId,
        paidDate,
        method: "online",
        receivedBy: null,
        deliveredBy: null,
        notes,
        ...(autoInvoice ? { autoInvoice } : {}),
      });
    } catch (error) {
      if (!isRefusal(error, ALREADY_SETTLED)) throw error;
      // Paid by this very payment, in a settlement whose idempotency record has since expired (30 days): not a refund.
      const instalment = await withOrg(db, orgId, (trx) => findInstalmentPayment(trx, paymentId));
      if (instalment?.method !== "online" || instalment.paid_notes !== notes) {
        refunds.push(paymentId);
        continue;
      }
    }
    await issueReceipt(db, ledger("receipt"), { paymentId, payer: await payerOf(db, orgId, paymentId) }).catch((error: unknown) => {
      // Issued already, by the landlord or a settlement whose idempotency record has expired.
      if (!isRefusal(error, RECEIPT_ISSUED)) throw error;
    });
  }
  return refunds;
}

/** A verified webhook's payment, settled in the organization and checkout its metadata names (ours, sent with the checkout). */
export function settleNotifiedRentPayment(db: Db, settling: Settling, payment: { id: string; metadata: Record<string, string> }) {
  const { org_id: orgId, rent_checkout_id: rentCheckoutId } = payment.metadata;
  if (!orgId || !rentCheckoutId) throw new AppError("rentPayment.paymentUnknown");
  return settleRentPayment(db, settling, { orgId, rentCheckoutId, paymentId: payment.id });
}

/**
 * A webhook from an organization's own Moyasar account: believed only with that organization's webhook secret, and
 * even then only as a hint, like the payer's return (the payment is read back from the gateway).
 */
export async function settleOrganizationWebhook(db: Db, settling: Settling, orgId: string, body: unknown) {
  const gateway = await withOrg(db, orgId, (trx) => rentGatewayOf(trx, settling.services, orgId, "moyasar")).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "rentPayment.unavailable") return null;
    throw error;
  });
  const notification = gateway?.verifyWebhook(body);
  if (!notification) throw new AppError("subscription.notificationRefused");
  if (notification.payment.metadata.org_id !== orgId) throw new AppError("rentPayment.paymentUnknown");
  return settleNotifiedRentPayment(db, settling, notification.payment);
}
