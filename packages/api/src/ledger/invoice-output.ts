import type { findInvoice } from "@amlak/db";
import { formatDate, readManagementFeeLineDescription, readPaymentLineDescription, type DateType } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { money } from "@amlak/money";

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

export interface Reader {
  lang: Lang;
  dateType: DateType;
}

/**
 * A line as its reader reads it. The ledger describes a payment's line in no language ("rent 2026-02-01", stored
 * so in every invoice issued), and it reads in the reader's words and calendar: "Rent — due 2026/02/01",
 * "الإيجار — استحقاق 1447/08/13 هـ"; a management fee's ("management_fee 2026-03-01 2026-03-31") likewise. Any other description is the reader's already and reads as written.
 */
export function invoiceLineText(description: string, reader: Reader): string {
  const fee = readManagementFeeLineDescription(description);
  if (fee) {
    return translate(reader.lang, "document.invoice.line.managementFee", {
      from: formatDate(fee.from, reader),
      to: formatDate(fee.to, reader),
    });
  }
  const line = readPaymentLineDescription(description);
  if (!line) return description;
  return translate(reader.lang, "document.invoice.line.payment", {
    type: translate(reader.lang, `booksScreen.paymentType.${line.category}`),
    date: formatDate(line.dueDate, reader),
  });
}

type ZatcaColumns = Pick<InvoiceRow, "zatca_status" | "icv" | "zatca_uuid" | "invoice_hash" | "zatca_reasons" | "zatca_warnings">;

const texts = (json: unknown): string[] => (Array.isArray(json) ? json.filter((text) => typeof text === "string") : []);

/** Where a signed (phase-2) invoice or note stands with ZATCA; null for one that is not a phase-2 document. */
export function zatcaOf(row: ZatcaColumns) {
  if (row.zatca_status === null || row.icv === null || row.zatca_uuid === null || row.invoice_hash === null) return null;
  return {
    status: row.zatca_status,
    reasons: texts(row.zatca_reasons),
    warnings: texts(row.zatca_warnings),
    icv: row.icv,
    uuid: row.zatca_uuid,
    invoice_hash: row.invoice_hash,
  };
}

/**
 * The invoice as answered and printed: amounts as Money, its lines in the reader's words and calendar, the QR it
 * prints (ZATCA's when it cleared it, ours when signed, phase 1 otherwise) and its ZATCA status; the XML is served
 * on its own (documentXml).
 */
export function invoiceOutput(row: InvoiceRow, reader: Reader) {
  const {
    org_id: _org,
    total_without_vat,
    vat_total,
    total,
    lines,
    qr,
    zatca_uuid: _uuid,
    zatca_kind: _kind,
    icv: _icv,
    pih: _pih,
    invoice_hash: _hash,
    zatca_qr,
    signed_xml: _xml,
    zatca_status: _status,
    zatca_reasons: _reasons,
    zatca_warnings: _warnings,
    cleared_xml: _cleared,
    ...invoice
  } = row;
  return {
    ...invoice,
    qr: zatca_qr ?? qr,
    zatca: zatcaOf(row),
    lines: lines.map((line) => ({ ...line, description: invoiceLineText(line.description, reader) })),
    total_without_vat: money(total_without_vat),
    vat_total: money(vat_total),
    total: money(total),
  };
}

/** The phase-2 document to hand out: as ZATCA cleared it (with its stamp) when it did, as we signed it otherwise. */
export const documentXml = (row: Pick<InvoiceRow, "cleared_xml" | "signed_xml">) => row.cleared_xml ?? row.signed_xml;
