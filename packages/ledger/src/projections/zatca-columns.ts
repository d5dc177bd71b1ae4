import { documentQr } from "@amlak/zatca";
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

/**
 * ZATCA's answer to a signed document. A cleared document prints the QR ZATCA stamped on it, when it carries one;
 * our own stays in the signed XML.
 */
export function submittedColumns(data: Omit<InvoiceSubmitted["data"], "invoiceId">) {
  const clearedQr = data.clearedXml === undefined ? undefined : documentQr(data.clearedXml);
  return {
    zatca_status: data.status,
    zatca_reasons: JSON.stringify(data.reasons),
    zatca_warnings: JSON.stringify(data.warnings ?? []),
    cleared_xml: data.clearedXml ?? null,
    ...(clearedQr && { zatca_qr: clearedQr }),
  };
}
