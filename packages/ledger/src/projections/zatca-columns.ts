import type { InvoiceSigned, InvoiceSubmitted } from "../invoice/invoice.events.ts";

/** The columns a signed document (an invoice or a note) fills: its ZATCA document, waiting to be reported. */
export const signedColumns = (data: Omit<InvoiceSigned["data"], "invoiceId">) => ({
  zatca_uuid: data.uuid,
  zatca_kind: data.zatcaKind,
  icv: data.icv,
  pih: data.pih,
  invoice_hash: data.invoiceHash,
  zatca_qr: data.qr,
  signed_xml: data.xml,
  zatca_status: "pending" as const,
});

/** ZATCA's answer to a signed document. */
export const submittedColumns = (data: Omit<InvoiceSubmitted["data"], "invoiceId">) => ({
  zatca_status: data.status,
  zatca_reasons: JSON.stringify(data.reasons),
});
