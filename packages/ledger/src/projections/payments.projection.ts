import { toFixed2 } from "@amlak/money";
import type { StoredEvent } from "../event-store/stored-event.ts";
import { paymentDecider, type PaymentState } from "../payment/payment.decider.ts";
import type { PaymentEvent } from "../payment/payment.events.ts";
import { ledgerEventOf } from "./ledger-event.ts";
import { paymentEventOf } from "./payment-states.ts";
import type { Projection } from "./projection.ts";

/**
 * payments: one row per payment stream, upserted from the payment's state after each of its events; invoice_id
 * and receipt_id come from the invoice and receipt streams.
 */
export const paymentsProjection: Projection = {
  async apply(writer, stored, payments) {
    const event = ledgerEventOf(stored);
    switch (event.type) {
      case "InvoiceIssued":
        await writer.update("payments", event.data.paymentIds, { invoice_id: event.data.invoiceId });
        return;
      case "ReceiptIssued":
        await writer.update("payments", [event.data.paymentId], { receipt_id: event.data.receiptId });
        return;
      case "CollectionReceiptIssued":
        await writer.update(
          "payments",
          event.data.lines.map((line) => line.paymentId),
          { receipt_id: event.data.receiptId },
        );
        return;
      default: {
        const paymentEvent = paymentEventOf(stored);
        if (!paymentEvent) return;
        const row = paymentRow(paymentDecider.evolve(await payments.before(stored), paymentEvent), paymentEvent, stored);
        // A split part's origin and the organization never change once the row exists.
        await writer.upsert("payments", row, ["org_id", "split_from"]);
      }
    }
  },
};

function paymentRow(payment: PaymentState, event: PaymentEvent, stored: StoredEvent) {
  if (payment.status === "none") throw new Error(`${stored.type} projected for a payment that does not exist`);
  const paid = payment.status === "paid" ? payment.paid : null;
  return {
    id: payment.paymentId,
    org_id: stored.orgId,
    contract_id: payment.contractId,
    real_estate_id: payment.realEstateId,
    direction: payment.direction,
    party: payment.party,
    payment_type: payment.paymentType,
    category: payment.category,
    due_date: payment.dueDate,
    price: toFixed2(payment.price),
    vat_rate: payment.vatRate.toString(),
    vat: toFixed2(payment.vat),
    status: payment.status,
    paid_date: paid?.paidDate ?? null,
    method: paid?.method ?? null,
    received_by: paid?.receivedBy ?? null,
    delivered_by: paid?.deliveredBy ?? null,
    paid_notes: paid?.notes ?? null,
    collection_id: paid?.collectionId ?? null,
    comment: payment.comment,
    contacted: payment.contacted,
    contact_notes: payment.contactNotes,
    split_from: event.type === "PaymentSplitFrom" ? event.data.splitFrom : null,
    version: stored.streamVersion,
    updated_at: stored.recordedAt,
  };
}
