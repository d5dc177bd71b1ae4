import { contractDecider, type ContractState } from "../contract/contract.decider.ts";
import type { ContractEvent } from "../contract/contract.events.ts";
import { commissionToAutoPay, paymentScheduleCommands, paymentsToCancelOnCancellation } from "../contract/contract-payments.ts";
import { foldEvents, type Decider } from "../decider.ts";
import { invoiceDecider } from "../invoice/invoice.decider.ts";
import { creditNoteDecider } from "../credit-note/credit-note.decider.ts";
import { creditNotePostingsFor } from "../journal/credit-note-postings.ts";
import { postingsFor, type JournalLine } from "../journal/postings.ts";
import { AppError } from "@amlak/domain";
import type { LedgerCommand, LedgerEvent } from "../messages.ts";
import type { PaymentCommand } from "../payment/payment.commands.ts";
import { paymentDecider, type ExistingPayment, type PaymentState } from "../payment/payment.decider.ts";
import type { PaymentEvent } from "../payment/payment.events.ts";
import { splitPartCommands } from "../payment/split-parts.ts";
import { chequeDecider } from "../cheque/cheque.decider.ts";
import { collectionDecider } from "../collection/collection.decider.ts";
import { receiptDecider } from "../receipt/receipt.decider.ts";
import { remittanceDecider } from "../remittance/remittance.decider.ts";
import type { RemittanceEvent } from "../remittance/remittance.events.ts";
import { remittancePostingsFor } from "../journal/remittance-postings.ts";
import { settlementPostingsFor } from "../journal/settlement-postings.ts";
import { settlementDecider } from "../settlement/settlement.decider.ts";
import { streamId } from "../streams.ts";

interface JournalEntry {
  streamId: string;
  eventType: PaymentEvent["type"] | RemittanceEvent["type"] | "InvoiceIssued" | "CreditNoteIssued" | "LeaseSettled";
  lines: JournalLine[];
}

/**
 * Streams and journal kept in memory, in place of the event store and the journal projection; `vatRegistered` is
 * the organization's flag as the signing handler reads it when it schedules a contract's payments.
 */
export interface InMemoryLedger {
  streams: Map<string, LedgerEvent[]>;
  journal: JournalEntry[];
  rejected: { command: LedgerCommand; error: AppError }[];
  vatRegistered: boolean;
}

export function emptyLedger({ vatRegistered = true }: { vatRegistered?: boolean } = {}): InMemoryLedger {
  return { streams: new Map(), journal: [], rejected: [], vatRegistered };
}

/**
 * Handles each command as the command handler does: fold the stream, decide, append, post the journal,
 * then the follow-up commands (schedule the signed contract's payments, cancel on contract cancellation,
 * auto-pay commission, start split parts). A refused command is recorded and appends nothing.
 */
export function runCommands(commands: Iterable<LedgerCommand>, ledger: InMemoryLedger = emptyLedger()): InMemoryLedger {
  for (const command of commands) {
    try {
      handle(ledger, command);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ledger.rejected.push({ command, error });
    }
  }
  return ledger;
}

export function contractState(ledger: InMemoryLedger, contractId: string): ContractState {
  return foldEvents(contractDecider, eventsOf<ContractEvent>(ledger, streamId.contract(contractId)));
}

export function paymentState(ledger: InMemoryLedger, paymentId: string): PaymentState {
  return foldEvents(paymentDecider, eventsOf<PaymentEvent>(ledger, streamId.payment(paymentId)));
}

/** Every payment of the contract, split parts included, as the payments read model would list them. */
export function paymentsOfContract(ledger: InMemoryLedger, contractId: string): ExistingPayment[] {
  return [...ledger.streams.keys()]
    .filter((id) => id.startsWith(streamId.payment("")))
    .map((id) => foldEvents(paymentDecider, eventsOf<PaymentEvent>(ledger, id)))
    .filter((payment): payment is ExistingPayment => payment.status !== "none" && payment.contractId === contractId);
}

function handle(ledger: InMemoryLedger, command: LedgerCommand): void {
  switch (command.type) {
    case "SignContract":
    case "CancelContract":
    case "RenewContract": {
      const { contractId } = command.data;
      const [event] = decideOn(ledger, contractDecider, streamId.contract(contractId), command);
      if (event?.type === "ContractSigned") paymentScheduleCommands(event, ledger).forEach((next) => followUp(ledger, next));
      if (event?.type === "ContractCancelled") {
        const toCancel = paymentsToCancelOnCancellation(contractState(ledger, contractId), paymentsOfContract(ledger, contractId));
        toCancel.forEach((paymentId) => followUp(ledger, { type: "CancelPayment", data: { paymentId } }));
      }
      return;
    }
    case "SchedulePayment":
    case "RecordPayment":
    case "StartSplitPart":
    case "MarkPaymentPaid":
    case "UndoPayment":
    case "CancelPayment":
    case "SplitPayment":
    case "DeletePayment":
    case "MarkPaymentContacted":
      return handlePayment(ledger, command);
    case "IssueInvoice":
    case "SignInvoice":
    case "RecordZatcaAnswer":
      decideOn(ledger, invoiceDecider, streamId.invoice(command.data.invoiceId), command);
      return;
    case "IssueCreditNote":
    case "SignCreditNote":
    case "RecordCreditNoteAnswer": {
      const id = streamId.creditNote(command.data.noteId);
      for (const event of decideOn(ledger, creditNoteDecider, id, command)) {
        if (event.type === "CreditNoteIssued")
          ledger.journal.push({ streamId: id, eventType: event.type, lines: creditNotePostingsFor(event) });
      }
      return;
    }
    case "IssueReceipt":
    case "IssueCollectionReceipt":
      decideOn(ledger, receiptDecider, streamId.receipt(command.data.receiptId), command);
      return;
    case "ReceiveCollection":
    case "ApplyAdvance":
    case "UndoCollection":
      decideOn(ledger, collectionDecider, streamId.collection(command.data.collectionId), command);
      return;
    case "RegisterCheque":
    case "DepositCheque":
    case "ClearCheque":
    case "BounceCheque":
      decideOn(ledger, chequeDecider, streamId.cheque(command.data.chequeId), command);
      return;
    case "PayRemittance":
    case "ReverseRemittance": {
      const id = streamId.remittance(command.data.remittanceId);
      for (const event of decideOn(ledger, remittanceDecider, id, command)) {
        ledger.journal.push({ streamId: id, eventType: event.type, lines: remittancePostingsFor(event) });
      }
      return;
    }
    case "SettleLease": {
      const id = streamId.settlement(command.data.contractId);
      for (const event of decideOn(ledger, settlementDecider, id, command)) {
        ledger.journal.push({ streamId: id, eventType: event.type, lines: settlementPostingsFor(event) });
      }
      return;
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

function handlePayment(ledger: InMemoryLedger, command: PaymentCommand): void {
  const id = streamId.payment(command.data.paymentId);
  let state = paymentState(ledger, command.data.paymentId);
  const events = paymentDecider.decide(command, state);
  for (const event of events) {
    ledger.journal.push({ streamId: id, eventType: event.type, lines: postingsFor(event, state) });
    state = paymentDecider.evolve(state, event);
  }
  ledger.streams.set(id, [...(ledger.streams.get(id) ?? []), ...events]);

  if (command.type === "MarkPaymentPaid" && state.status === "paid" && state.contractId !== null) {
    const commissionId = commissionToAutoPay(contractState(ledger, state.contractId), state, paymentsOfContract(ledger, state.contractId));
    if (commissionId !== null) followUp(ledger, { ...command, data: { ...command.data, paymentId: commissionId } });
  }
  if (command.type === "SplitPayment") splitPartCommands(state).forEach((next) => followUp(ledger, next));
}

function decideOn<Command, Event extends LedgerEvent, State>(
  ledger: InMemoryLedger,
  decider: Decider<Command, Event, State>,
  id: string,
  command: Command,
): Event[] {
  const events = decider.decide(command, foldEvents(decider, eventsOf<Event>(ledger, id)));
  ledger.streams.set(id, [...(ledger.streams.get(id) ?? []), ...events]);
  return events;
}

/** A follow-up the ledger's own rules chose; its refusal is a bug, not a user error. */
function followUp(ledger: InMemoryLedger, command: LedgerCommand): void {
  try {
    handle(ledger, command);
  } catch (error) {
    if (error instanceof AppError) throw new Error(`Follow-up ${command.type} refused: ${error.code}`, { cause: error });
    throw error;
  }
}

function eventsOf<Event extends LedgerEvent>(ledger: InMemoryLedger, id: string): Event[] {
  // A stream holds only its aggregate's events, as the stream id prefix says.
  return (ledger.streams.get(id) ?? []) as Event[];
}
