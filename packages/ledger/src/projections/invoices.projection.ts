import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";

/** invoices: one row per issued tax invoice, as printed. */
export const invoicesProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    if (event.type === "InvoiceSigned") {
      const { data } = event;
      await writer.update("invoices", [data.invoiceId], {
        zatca_uuid: data.uuid,
        zatca_kind: data.zatcaKind,
        icv: data.icv,
        pih: data.pih,
        invoice_hash: data.invoiceHash,
        zatca_qr: data.qr,
        signed_xml: data.xml,
        zatca_status: "pending",
      });
      return;
    }
    if (event.type === "InvoiceSubmitted") {
      const { data } = event;
      await writer.update("invoices", [data.invoiceId], { zatca_status: data.status, zatca_reasons: JSON.stringify(data.reasons) });
      return;
    }
    if (event.type !== "InvoiceIssued") return;
    const { data } = event;
    await writer.insert("invoices", [
      {
        id: data.invoiceId,
        org_id: stored.orgId,
        number: data.number,
        kind: data.kind,
        issued_at: data.issuedAt,
        seller: JSON.stringify(data.seller),
        buyer: JSON.stringify(data.buyer),
        lines: JSON.stringify(data.lines),
        total_without_vat: data.totalWithoutVat,
        vat_total: data.vatTotal,
        total: data.total,
        qr: data.qr,
        payment_ids: data.paymentIds,
        remittance_id: data.remittanceId ?? null,
      },
    ]);
  },
};
