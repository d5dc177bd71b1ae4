import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";

/** remittances: one row per remittance paid to a lessor, with its fee and the fee's invoice. */
export const remittancesProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    switch (event.type) {
      case "RemittancePaid": {
        const { data } = event;
        await writer.insert("remittances", [
          {
            id: data.remittanceId,
            org_id: stored.orgId,
            lessor_id: data.lessorId,
            period_from: data.from,
            period_to: data.to,
            paid_date: data.paidDate,
            amount: data.amount,
            fee: data.fee,
            fee_vat: data.feeVat,
            method: data.method,
            reference: data.reference,
            invoice_id: data.invoiceId,
            status: "paid",
            paid_at: stored.recordedAt,
          },
        ]);
        return;
      }
      case "RemittanceReversed":
        await writer.update("remittances", [event.data.remittanceId], { status: "reversed" });
        return;
      default:
        return;
    }
  },
};
