import type { CreditNoteReason } from "@amlak/schemas";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";
import type { AccountCode } from "../journal/chart-of-accounts.ts";
import type { InvoiceIssued, InvoiceLineData, InvoiceSigned, InvoiceSubmitted } from "../invoice/invoice.events.ts";

/** A credit note lowers what an invoice charged, a debit note raises it. */
export type NoteType = "credit" | "debit";

/**
 * The part of one invoice line a note corrects, and whom the invoice line was booked to: the tenant or the lessor (a
 * lessor's commission), and the account its charge was credited to when due (the manager's commission or fee revenue,
 * or rent held for the lessor).
 */
export interface CreditNoteLineData extends InvoiceLineData {
  party: "tenant" | "lessor";
  credited: AccountCode;
}

/** The invoice a note corrects, as the note prints it. */
export interface CorrectedInvoice {
  invoiceId: string;
  number: number;
  issuedAt: string;
}

export type CreditNoteIssued = Message<
  "CreditNoteIssued",
  {
    noteId: string;
    orgId: string;
    noteType: NoteType;
    /** From the organization's gapless sequence of this note type. */
    number: number;
    issuedAt: string;
    invoice: CorrectedInvoice;
    /** Why, as VAT regulations (Article 40) list the cases, with the user's own words. */
    reason: CreditNoteReason;
    details: string;
    /** The corrected invoice's kind, seller and buyer. */
    kind: InvoiceIssued["data"]["kind"];
    seller: InvoiceIssued["data"]["seller"];
    buyer: InvoiceIssued["data"]["buyer"];
    lines: CreditNoteLineData[];
    totalWithoutVat: AmountText;
    vatTotal: AmountText;
    total: AmountText;
    /** ZATCA phase-1 QR content (base64 TLV). */
    qr: string;
  }
>;

/** The note as a ZATCA phase-2 document, in the organization's chain with its invoices; see InvoiceSigned. */
export type CreditNoteSigned = Message<"CreditNoteSigned", Omit<InvoiceSigned["data"], "invoiceId"> & { noteId: string }>;

/** ZATCA's answer to the signed note; see InvoiceSubmitted. */
export type CreditNoteSubmitted = Message<"CreditNoteSubmitted", Omit<InvoiceSubmitted["data"], "invoiceId"> & { noteId: string }>;

export type CreditNoteEvent = CreditNoteIssued | CreditNoteSigned | CreditNoteSubmitted;

/** The schema version each credit note event is written with; see CONTRACT_EVENT_VERSIONS. */
export const CREDIT_NOTE_EVENT_VERSIONS = { CreditNoteIssued: 1, CreditNoteSigned: 1, CreditNoteSubmitted: 1 } as const satisfies Record<
  CreditNoteEvent["type"],
  number
>;
