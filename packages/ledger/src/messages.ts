import type { ChequeCommand } from "./cheque/cheque.commands.ts";
import { CHEQUE_EVENT_VERSIONS, type ChequeEvent } from "./cheque/cheque.events.ts";
import type { CollectionCommand } from "./collection/collection.commands.ts";
import { COLLECTION_EVENT_VERSIONS, type CollectionEvent } from "./collection/collection.events.ts";
import type { ContractCommand } from "./contract/contract.commands.ts";
import { CONTRACT_EVENT_VERSIONS, type ContractEvent } from "./contract/contract.events.ts";
import type { CreditNoteCommand } from "./credit-note/credit-note.commands.ts";
import { CREDIT_NOTE_EVENT_VERSIONS, type CreditNoteEvent } from "./credit-note/credit-note.events.ts";
import type { InvoiceCommand } from "./invoice/invoice.commands.ts";
import { INVOICE_EVENT_VERSIONS, type InvoiceEvent } from "./invoice/invoice.events.ts";
import type { PaymentCommand } from "./payment/payment.commands.ts";
import { PAYMENT_EVENT_VERSIONS, type PaymentEvent } from "./payment/payment.events.ts";
import type { ReceiptCommand } from "./receipt/receipt.commands.ts";
import { RECEIPT_EVENT_VERSIONS, type ReceiptEvent } from "./receipt/receipt.events.ts";
import type { RemittanceCommand } from "./remittance/remittance.commands.ts";
import { REMITTANCE_EVENT_VERSIONS, type RemittanceEvent } from "./remittance/remittance.events.ts";
import type { SettlementCommand } from "./settlement/settlement.commands.ts";
import { SETTLEMENT_EVENT_VERSIONS, type SettlementEvent } from "./settlement/settlement.events.ts";

export type LedgerCommand =
  | ContractCommand
  | PaymentCommand
  | InvoiceCommand
  | CreditNoteCommand
  | ReceiptCommand
  | CollectionCommand
  | ChequeCommand
  | RemittanceCommand
  | SettlementCommand;

/** Every event the ledger appends; `type` is the event store's type column and `data` its jsonb. */
export type LedgerEvent =
  | ContractEvent
  | PaymentEvent
  | InvoiceEvent
  | CreditNoteEvent
  | ReceiptEvent
  | CollectionEvent
  | ChequeEvent
  | RemittanceEvent
  | SettlementEvent;

/**
 * The current schema version of every event type: what an append writes into ledger_events.schema_version, and
 * what the upcaster (event-store/upcast.ts) brings older stored events up to when they are read.
 */
export const EVENT_SCHEMA_VERSION: Readonly<Record<LedgerEvent["type"], number>> = {
  ...CONTRACT_EVENT_VERSIONS,
  ...PAYMENT_EVENT_VERSIONS,
  ...INVOICE_EVENT_VERSIONS,
  ...CREDIT_NOTE_EVENT_VERSIONS,
  ...RECEIPT_EVENT_VERSIONS,
  ...COLLECTION_EVENT_VERSIONS,
  ...CHEQUE_EVENT_VERSIONS,
  ...REMITTANCE_EVENT_VERSIONS,
  ...SETTLEMENT_EVENT_VERSIONS,
};
