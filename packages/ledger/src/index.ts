export { foldEvents, type Decider, type Message } from "./decider.ts";
export type { AmountText } from "./amount.ts";
export { streamId } from "./streams.ts";
export type { LedgerCommand, LedgerEvent } from "./messages.ts";

export type { CancelContract, ContractCommand, SignContract } from "./contract/contract.commands.ts";
export type { ContractCancelled, ContractEvent, ContractSigned, ContractTermsData, ScheduleRowData } from "./contract/contract.events.ts";
export {
  contractDecider,
  type ContractInstalment,
  type ContractState,
  type ContractTerms,
  type SignedContract,
} from "./contract/contract.decider.ts";
export { scheduleFor } from "./contract/contract-schedule.ts";
export { commissionToAutoPay, paymentScheduleCommands, paymentsToCancelOnCancellation } from "./contract/contract-payments.ts";

export type {
  CancelPayment,
  DeletePayment,
  MarkPaymentContacted,
  MarkPaymentPaid,
  PaymentCommand,
  RecordPayment,
  SchedulePayment,
  SplitPayment,
  StartSplitPart,
  UndoPayment,
} from "./payment/payment.commands.ts";
export type {
  Direction,
  PaidDetails,
  PaymentCancelled,
  PaymentContacted,
  PaymentDeleted,
  PaymentDetailsData,
  PaymentEvent,
  PaymentMarkedPaid,
  PaymentRecorded,
  PaymentScheduled,
  PaymentSplit,
  PaymentSplitFrom,
  PaymentUndone,
  SplitPartData,
} from "./payment/payment.events.ts";
export {
  amountDue,
  paymentDecider,
  type ExistingPayment,
  type LivePayment,
  type PaymentDetails,
  type PaymentState,
  type SplitPart,
} from "./payment/payment.decider.ts";
export { partyOf, vatRateFor, type Party } from "./payment/scheduled-charge.ts";
export { splitPartCommands } from "./payment/split-parts.ts";

export type { InvoiceCommand, InvoiceLineInput, IssueInvoice } from "./invoice/invoice.commands.ts";
export type { InvoiceBuyer, InvoiceEvent, InvoiceIssued, InvoiceLineData, InvoiceSeller } from "./invoice/invoice.events.ts";
export { invoiceDecider, type InvoiceState } from "./invoice/invoice.decider.ts";
export { invoiceLineFor, isTaxable } from "./invoice/invoice-line.ts";
export { zatcaQrPayload, type ZatcaQrFields } from "./invoice/zatca-qr.ts";

export type { IssueReceipt, ReceiptCommand } from "./receipt/receipt.commands.ts";
export type { ReceiptEvent, ReceiptIssued } from "./receipt/receipt.events.ts";
export { receiptDecider, type ReceiptState } from "./receipt/receipt.decider.ts";

export { ACCOUNT_CODES, CHART_OF_ACCOUNTS, type AccountCode } from "./journal/chart-of-accounts.ts";
export { postingsFor, type JournalLine } from "./journal/postings.ts";
export { isBalanced, trialBalance } from "./journal/trial-balance.ts";

export { appendToStream, readEvents, readStream } from "./event-store/stream-io.ts";
export { UnknownEventSchema } from "./event-store/upcast.ts";
export { LedgerSession } from "./event-store/ledger-session.ts";
export { runCommand, type CommandHooks, type CommandRun } from "./event-store/run-command.ts";
export { StreamVersionConflict, type EventMeta, type NewEvent, type StoredEvent } from "./event-store/stored-event.ts";

export type { Projection } from "./projections/projection.ts";
export { ledgerProjections } from "./projections/ledger-projections.ts";
export { rebuildReadModels, type RebuildOptions, type RebuildResult } from "./rebuild.ts";

export type { LedgerContext } from "./handlers/ledger-command.ts";
export { signContract, type SignContractInput, type SignedContractIds } from "./handlers/sign-contract.ts";
export { cancelContract, type CancelContractInput } from "./handlers/cancel-contract.ts";
export { recordPayment, type RecordPaymentInput } from "./handlers/record-payment.ts";
export { markPaymentPaid, type MarkPaymentPaidInput, type MarkPaymentPaidResult } from "./handlers/mark-payment-paid.ts";
export {
  cancelPayment,
  deletePayment,
  markPaymentContacted,
  splitPayment,
  undoPayment,
  type SplitPaymentInput,
} from "./handlers/payment-actions.ts";
export { issueInvoice, type IssueInvoiceInput, type IssuedInvoice } from "./handlers/issue-invoice.ts";
export { issueReceipt, type IssueReceiptInput } from "./handlers/issue-receipt.ts";
