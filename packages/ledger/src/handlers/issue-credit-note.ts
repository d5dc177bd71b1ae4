import type { Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import { documentNumber, type CreditNoteReason } from "@amlak/schemas";
import { randomUUID } from "node:crypto";
import type { IssueCreditNote } from "../credit-note/credit-note.commands.ts";
import { creditNoteDecider, standingAmount } from "../credit-note/credit-note.decider.ts";
import type { CreditNoteIssued, NoteType } from "../credit-note/credit-note.events.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { creditedWhenDue } from "../journal/postings.ts";
import { streamId } from "../streams.ts";
import { signInZatcaChain } from "../zatca/sign-issued-invoice.ts";
import { issuedAt, nextDocumentNumber } from "./document-numbers.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { loadPayments } from "./load-payments.ts";

export interface IssueCreditNoteInput {
  invoiceId: string;
  noteType: NoteType;
  reason: CreditNoteReason;
  details: string;
  /** Without VAT, a decimal string. */
  amount: string;
}

export interface IssuedCreditNote {
  noteId: string;
  number: number;
}

/** The cases of Article 40(1) as ZATCA's reason (KSA-10) reads them; the user's own words follow. */
const ZATCA_REASON: Record<CreditNoteReason, string> = {
  cancellation: "Cancellation or suspension of the supplies after its occurrence either wholly or partially",
  supply_change: "Essential change or amendment in the supply, which leads to the change of the VAT due",
  value_change: "Amendment of the supply value which is pre-agreed upon between the supplier and consumer",
  refund: "Goods or services refund",
  party_details: "Change in the seller's or buyer's information",
};

/**
 * Issues a credit or debit note on one of the organization's tax invoices, numbered from the note type's own
 * sequence and signed into the organization's ZATCA chain after its invoices. The invoice's row is locked first, so
 * notes on one invoice are issued one at a time and each sees the ones before it: credit notes never take off more
 * than the invoice still stands for. The invoice itself is never changed.
 */
export function issueCreditNote(db: Db, ctx: LedgerContext, input: IssueCreditNoteInput): Promise<IssuedCreditNote> {
  return runLedgerCommand(db, ctx, "issueCreditNote", input, (session) => noteInvoice(session, input));
}

/** The invoice and the notes issued on it so far, read under the invoice's row lock. */
async function lockInvoice(session: LedgerSession, invoiceId: string) {
  const { trx, orgId } = session;
  const invoice = await trx
    .selectFrom("invoices")
    .select(["id", "number", "kind", "issued_at", "seller", "buyer", "lines", "total_without_vat", "payment_ids", "remittance_id"])
    .where("org_id", "=", orgId)
    .where("id", "=", invoiceId)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) throw new AppError("creditNote.invoiceNotFound");
  const earlierNotes = await trx
    .selectFrom("credit_notes")
    .select(["note_type as noteType", "total_without_vat as totalWithoutVat"])
    .where("org_id", "=", orgId)
    .where("invoice_id", "=", invoice.id)
    .execute();
  return { invoice, earlierNotes };
}

type LockedInvoice = Awaited<ReturnType<typeof lockInvoice>>;

async function noteInvoice(session: LedgerSession, input: IssueCreditNoteInput): Promise<IssuedCreditNote> {
  return noteLockedInvoice(session, await lockInvoice(session, input.invoiceId), input);
}

/**
 * Takes back, inside the caller's command, all that an invoice still stands for with one credit note (a remittance
 * undone cancels its fee's invoice this way); null when its notes have already taken it all back.
 */
export async function creditWholeInvoice(
  session: LedgerSession,
  { invoiceId, reason }: { invoiceId: string; reason: CreditNoteReason },
): Promise<IssuedCreditNote | null> {
  const locked = await lockInvoice(session, invoiceId);
  const standing = standingAmount(locked.invoice.total_without_vat, locked.earlierNotes);
  if (!standing.gt(0)) return null;
  return noteLockedInvoice(session, locked, { invoiceId, noteType: "credit", reason, details: "", amount: toFixed2(standing) });
}

async function noteLockedInvoice(
  session: LedgerSession,
  { invoice, earlierNotes }: LockedInvoice,
  input: IssueCreditNoteInput,
): Promise<IssuedCreditNote> {
  const { trx, orgId } = session;
  // An invoice has a line per payment, in the order of its payment ids; a management fee's, one line charged to the lessor.
  const payments = await loadPayments(session, invoice.payment_ids);
  const lines = invoice.lines.map((line, index) => {
    if (invoice.remittance_id) return { ...line, party: "lessor" as const, credited: "management_fee_revenue" as const };
    const payment = payments[index];
    if (payment?.status === "none" || payment?.party === undefined || payment.party === "vendor") {
      throw new Error(`invoice ${invoice.id} line ${index} has no income payment`);
    }
    return { ...line, party: payment.party, credited: creditedWhenDue(payment.paymentType) };
  });
  const number = await nextDocumentNumber(trx, orgId, `${input.noteType}_note`);
  const noteId = randomUUID();
  const command: IssueCreditNote = {
    type: "IssueCreditNote",
    data: {
      noteId,
      orgId,
      noteType: input.noteType,
      number,
      issuedAt: issuedAt(session.now),
      reason: input.reason,
      details: input.details,
      amount: input.amount,
      invoice: {
        invoiceId: invoice.id,
        number: invoice.number,
        issuedAt: issuedAt(new Date(invoice.issued_at)),
        kind: invoice.kind === "tax" ? "tax" : "simplified",
        seller: invoice.seller,
        buyer: invoice.buyer,
        lines,
        totalWithoutVat: invoice.total_without_vat,
      },
      earlierNotes,
    },
  };
  const { events } = await session.execute(creditNoteDecider, streamId.creditNote(noteId), command);
  const [issued] = events;
  if (issued?.type === "CreditNoteIssued") await signIssuedNote(session, issued.data);
  return { noteId, number };
}

async function signIssuedNote(session: LedgerSession, note: CreditNoteIssued["data"]): Promise<void> {
  const signature = await signInZatcaChain(session, {
    ...note,
    id: note.noteId,
    number: documentNumber(`${note.noteType}_note`, note.number),
    note: {
      type: note.noteType,
      billingReference: String(note.invoice.number),
      reason: note.details ? `${ZATCA_REASON[note.reason]}: ${note.details}` : ZATCA_REASON[note.reason],
    },
  });
  if (!signature) return;
  await session.execute(creditNoteDecider, streamId.creditNote(note.noteId), {
    type: "SignCreditNote",
    data: { ...signature, noteId: note.noteId },
  });
}
