import type { CreditNoteReason } from "@amlak/schemas";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";
import type { InvoiceLineData } from "../invoice/invoice.events.ts";
import type { CorrectedInvoice, CreditNoteIssued, CreditNoteSigned, CreditNoteSubmitted, NoteType } from "./credit-note.events.ts";

/** An invoice line and whom it was booked to (from the line's payment). */
export type InvoicedLine = InvoiceLineData & Pick<CreditNoteIssued["data"]["lines"][number], "party" | "credited">;

export type IssueCreditNote = Message<
  "IssueCreditNote",
  {
    noteId: string;
    orgId: string;
    noteType: NoteType;
    /** The next number of the organization's sequence of this note type, allocated by the caller. */
    number: number;
    issuedAt: string;
    reason: CreditNoteReason;
    details: string;
    /** The amount corrected, without VAT; the VAT follows the invoice's lines. */
    amount: AmountText;
    /** Where the amount falls, by invoice line (their sum is the amount); without it, on every line by its share. */
    onLines?: { index: number; amount: AmountText }[];
    /** The corrected invoice as issued, read under its row lock. */
    invoice: CorrectedInvoice &
      Pick<CreditNoteIssued["data"], "kind" | "seller" | "buyer"> & {
        lines: InvoicedLine[];
        totalWithoutVat: AmountText;
      };
    /** The notes issued on the invoice before this one, read under the same lock. */
    earlierNotes: { noteType: NoteType; totalWithoutVat: AmountText }[];
  }
>;

type SignCreditNote = Message<"SignCreditNote", CreditNoteSigned["data"]>;

type RecordCreditNoteAnswer = Message<"RecordCreditNoteAnswer", CreditNoteSubmitted["data"]>;

export type CreditNoteCommand = IssueCreditNote | SignCreditNote | RecordCreditNoteAnswer;
