import type { Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { add, money, sub, toFixed2, vatOf, type Money } from "@amlak/money";
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
  /** Where the amount falls, by invoice line; without it, on every line by its share. */
  onLines?: { index: number; amount: string }[];
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

/**
 * Gives back, inside the caller's command, part of what an invoice's payments were charged, VAT included (the rent a
 * settlement refunds): one credit note on their lines, each line's amount without VAT the most whose VAT-inclusive
 * total stays within what is given back, and the whole within what the invoice still stands for. Returns the note and
 * what it took off the tenant's account (its lines' totals), or null when there is nothing left to credit.
 */
export async function creditInvoicedPayments(
  session: LedgerSession,
  {
    invoiceId,
    reason,
    details,
    gross,
  }: { invoiceId: string; reason: CreditNoteReason; details: string; gross: ReadonlyMap<string, Money> },
): Promise<(IssuedCreditNote & { total: Money }) | null> {
  const locked = await lockInvoice(session, invoiceId);
  let standing = standingAmount(locked.invoice.total_without_vat, locked.earlierNotes);
  const onLines: { index: number; amount: Money; total: Money }[] = [];
  locked.invoice.payment_ids.forEach((paymentId, index) => {
    const given = gross.get(paymentId);
    const line = locked.invoice.lines[index];
    if (!given || !line) return;
    const net = [money(line.totalWithoutVat), standing, netWithin(given, line.vatRate)].reduce((a, b) => (a.lt(b) ? a : b));
    if (!net.gt(0)) return;
    onLines.push({ index, amount: net, total: add(net, vatOf(net, line.vatRate)) });
    standing = sub(standing, net);
  });
  if (onLines.length === 0) return null;
  const note = await noteLockedInvoice(session, locked, {
    invoiceId,
    noteType: "credit",
    reason,
    details,
    amount: toFixed2(add(...onLines.map((line) => line.amount))),
    onLines: onLines.map(({ index, amount }) => ({ index, amount: toFixed2(amount) })),
  });
  return { ...note, total: add(...onLines.map((line) => line.total)) };
}

/** The most an amount without VAT can be whose VAT at `rate`, rounded, keeps the whole within `gross`. */
function netWithin(gross: Money, rate: string): Money {
  const net = money(toFixed2(gross.dividedBy(money(1).plus(rate))));
  return net.plus(vatOf(net, rate)).gt(gross) ? net.minus("0.01") : net;
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
      ...(input.onLines ? { onLines: input.onLines } : {}),
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
