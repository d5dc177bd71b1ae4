import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";

/** receipts: one row per cash receipt (سند قبض), of one payment or of a collection voucher. */
export const receiptsProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    if (event.type === "CollectionReceiptIssued") {
      const { data } = event;
      await writer.insert("receipts", [
        {
          id: data.receiptId,
          org_id: stored.orgId,
          number: data.number,
          issued_at: data.issuedAt,
          collection_id: data.collectionId,
          amount: data.amount,
          payer: data.payer,
          method: data.method,
          paid_date: data.paidDate,
          lines: JSON.stringify(data.lines),
          advance: data.advance,
        },
      ]);
      return;
    }
    if (event.type !== "ReceiptIssued") return;
    const { data } = event;
    await writer.insert("receipts", [
      {
        id: data.receiptId,
        org_id: stored.orgId,
        number: data.number,
        issued_at: data.issuedAt,
        payment_id: data.paymentId,
        amount: data.amount,
        payer: data.payer,
        method: data.method,
        paid_date: data.paidDate,
      },
    ]);
  },
};
