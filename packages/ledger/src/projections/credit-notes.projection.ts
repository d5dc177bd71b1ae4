import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";
import { signedColumns, submittedColumns } from "./zatca-columns.ts";

/** credit_notes: one row per issued credit or debit note, as printed, with its ZATCA document and answer. */
export const creditNotesProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    switch (event.type) {
      case "CreditNoteIssued": {
        const { data } = event;
        await writer.insert("credit_notes", [
          {
            id: data.noteId,
            org_id: stored.orgId,
            note_type: data.noteType,
            number: data.number,
            invoice_id: data.invoice.invoiceId,
            kind: data.kind,
            issued_at: data.issuedAt,
            reason_code: data.reason,
            reason_text: data.details,
            seller: JSON.stringify(data.seller),
            buyer: JSON.stringify(data.buyer),
            lines: JSON.stringify(data.lines),
            total_without_vat: data.totalWithoutVat,
            vat_total: data.vatTotal,
            total: data.total,
            qr: data.qr,
          },
        ]);
        return;
      }
      case "CreditNoteSigned": {
        const { data } = event;
        await writer.update("credit_notes", [data.noteId], signedColumns(data));
        return;
      }
      case "CreditNoteSubmitted": {
        const { data } = event;
        await writer.update("credit_notes", [data.noteId], submittedColumns(data));
        return;
      }
      default:
        return;
    }
  },
};
