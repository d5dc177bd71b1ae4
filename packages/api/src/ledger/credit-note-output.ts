import type { findCreditNote } from "@amlak/db";
import { money } from "@amlak/money";
import { invoiceLineText, zatcaOf, type Reader } from "./invoice-output.ts";

type CreditNoteRow = NonNullable<Awaited<ReturnType<typeof findCreditNote>>>;

/**
 * The credit or debit note as answered and printed: amounts as Money, its lines in the reader's words and calendar,
 * the invoice it corrects, the QR it prints (phase 2 when signed) and its ZATCA status; the signed XML is served on
 * its own.
 */
export function creditNoteOutput(row: CreditNoteRow, reader: Reader) {
  return {
    id: row.id,
    note_type: row.note_type,
    number: row.number,
    kind: row.kind,
    issued_at: row.issued_at,
    invoice: { id: row.invoice_id, number: row.invoice_number, issued_at: row.invoice_issued_at },
    reason: row.reason_code,
    details: row.reason_text,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines.map(({ party: _party, credited: _credited, ...line }) => ({
      ...line,
      description: invoiceLineText(line.description, reader),
    })),
    total_without_vat: money(row.total_without_vat),
    vat_total: money(row.vat_total),
    total: money(row.total),
    qr: row.zatca_qr ?? row.qr,
    zatca: zatcaOf(row),
  };
}
