import { AppError } from "@amlak/domain";
import { add, money, sub, toFixed2, vatOf, type Money } from "@amlak/money";
import { positiveAmount } from "../amount.ts";
import type { Decider } from "../decider.ts";
import { documentTotals } from "../invoice/document-totals.ts";
import { zatcaQrPayload } from "../invoice/zatca-qr.ts";
import type { CreditNoteCommand, InvoicedLine, IssueCreditNote } from "./credit-note.commands.ts";
import type { CreditNoteEvent, CreditNoteIssued, CreditNoteLineData, CreditNoteSubmitted } from "./credit-note.events.ts";

type ZatcaStatus = "none" | "pending" | CreditNoteSubmitted["data"]["status"];

export type CreditNoteState = { status: "none" } | { status: "issued"; noteId: string; number: number; zatca: ZatcaStatus };

export const creditNoteDecider: Decider<CreditNoteCommand, CreditNoteEvent, CreditNoteState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    switch (command.type) {
      case "IssueCreditNote":
        return [issue(command, state)];
      case "SignCreditNote": {
        const note = issuedNote(state);
        if (note.zatca !== "none") throw new AppError("invoice.zatcaRefused", { reason: "the note is already signed" });
        return [{ type: "CreditNoteSigned", data: { ...command.data, noteId: note.noteId } }];
      }
      case "RecordCreditNoteAnswer": {
        const note = issuedNote(state);
        // A second answer (a retried submission) changes nothing.
        if (note.zatca !== "pending") return [];
        return [{ type: "CreditNoteSubmitted", data: { ...command.data, noteId: note.noteId } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "CreditNoteIssued":
        return { status: "issued", noteId: event.data.noteId, number: event.data.number, zatca: "none" };
      case "CreditNoteSigned":
        return { ...issuedNote(state), zatca: "pending" };
      case "CreditNoteSubmitted":
        return { ...issuedNote(state), zatca: event.data.status };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

function issuedNote(state: CreditNoteState): Extract<CreditNoteState, { status: "issued" }> {
  if (state.status !== "issued") throw new AppError("creditNote.notFound");
  return state;
}

/** What the invoice still stands for without VAT: its own amount, raised by its debit notes and lowered by its credit notes. */
export function standingAmount(invoiceTotalWithoutVat: string, earlierNotes: IssueCreditNote["data"]["earlierNotes"]): Money {
  return earlierNotes.reduce(
    (standing, note) =>
      note.noteType === "debit" ? add(standing, money(note.totalWithoutVat)) : sub(standing, money(note.totalWithoutVat)),
    money(invoiceTotalWithoutVat),
  );
}

function issue({ data }: IssueCreditNote, state: CreditNoteState): CreditNoteIssued {
  if (state.status !== "none") throw new AppError("creditNote.alreadyIssued", { number: state.number });
  if (!Number.isSafeInteger(data.number) || data.number < 1) throw new AppError("invoice.invalidNumber");
  const amount = positiveAmount(data.amount);
  if (!amount) throw new AppError("creditNote.invalidAmount");
  const standing = standingAmount(data.invoice.totalWithoutVat, data.earlierNotes);
  if (data.noteType === "credit" && amount.gt(standing)) throw new AppError("creditNote.overInvoice", { available: toFixed2(standing) });

  const lines = data.onLines ? onChosenLines(amount, data.onLines, data.invoice.lines) : apportion(amount, data.invoice.lines);
  const { totalWithoutVat, vatTotal, total } = documentTotals(lines);
  const { invoiceId, number, issuedAt, kind, seller, buyer } = data.invoice;
  return {
    type: "CreditNoteIssued",
    data: {
      noteId: data.noteId,
      orgId: data.orgId,
      noteType: data.noteType,
      number: data.number,
      issuedAt: data.issuedAt,
      invoice: { invoiceId, number, issuedAt },
      reason: data.reason,
      details: data.details.trim(),
      kind,
      seller,
      buyer,
      lines,
      totalWithoutVat,
      vatTotal,
      total,
      qr: zatcaQrPayload({ sellerName: seller.name, vatNo: seller.vatNo, timestamp: data.issuedAt, total, vatTotal }),
    },
  };
}

/**
 * The amount spread over the invoice's lines in proportion to their amounts without VAT, in whole halalas (the
 * largest remainders take the halalas left over), each part taxed at its line's rate; lines given nothing are left out.
 */
function apportion(amount: Money, lines: readonly InvoicedLine[]): CreditNoteLineData[] {
  const base = add(...lines.map((line) => money(line.totalWithoutVat)));
  if (base.isZero()) throw new AppError("creditNote.invalidAmount");
  const halalas = amount.times(100);
  const exact = lines.map((line) => halalas.times(line.totalWithoutVat).dividedBy(base));
  const parts = exact.map((share) => share.floor());
  const left = halalas.minus(add(...parts)).toNumber();
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share.minus(share.floor()) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder));
  for (const { index } of byRemainder.slice(0, left)) parts[index] = parts[index]!.plus(1);
  return lines.flatMap((line, index) => {
    const net = parts[index]!.dividedBy(100);
    return net.isZero() ? [] : [noteLine(line, net)];
  });
}

/** The amount as the caller spread it over chosen lines (the rent a settlement gives back), each at most its line's. */
function onChosenLines(amount: Money, chosen: NonNullable<IssueCreditNote["data"]["onLines"]>, lines: readonly InvoicedLine[]) {
  const noted = chosen.map(({ index, amount: part }) => {
    const line = lines[index];
    const net = positiveAmount(part);
    if (!line || !net || net.gt(line.totalWithoutVat)) throw new AppError("creditNote.invalidAmount");
    return noteLine(line, net);
  });
  if (!add(money(0), ...noted.map((line) => money(line.totalWithoutVat))).eq(amount)) throw new AppError("creditNote.invalidAmount");
  return noted;
}

function noteLine(line: InvoicedLine, net: Money): CreditNoteLineData {
  const vat = vatOf(net, line.vatRate);
  const netText = toFixed2(net);
  return {
    description: line.description,
    quantity: 1,
    unitPrice: netText,
    vatRate: line.vatRate,
    totalWithoutVat: netText,
    vat: toFixed2(vat),
    total: toFixed2(add(net, vat)),
    party: line.party,
    credited: line.credited,
  };
}
