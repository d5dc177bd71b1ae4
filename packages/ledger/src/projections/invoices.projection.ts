import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";
import { signedColumns, submittedColumns } from "./zatca-columns.ts";

/** invoices: one row per issued tax invoice, as printed. */
export const invoicesProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    if (event.type === "InvoiceSigned") {
      const { data } = event;
      await writer.update("invoices", [data.invoiceId], signedColumns(data));
      return;
    }
    if (event.type === "InvoiceSubmitted") {
      const { data } = event;
      await writer.update("invoices", [data.invoiceId], submittedColumns(data));
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
