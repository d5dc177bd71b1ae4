import type { ContractCommand } from "./contract/contract.commands.ts";
import type { ContractEvent } from "./contract/contract.events.ts";
import type { InvoiceCommand } from "./invoice/invoice.commands.ts";
import type { InvoiceEvent } from "./invoice/invoice.events.ts";
import type { PaymentCommand } from "./payment/payment.commands.ts";
import type { PaymentEvent } from "./payment/payment.events.ts";
import type { ReceiptCommand } from "./receipt/receipt.commands.ts";
import type { ReceiptEvent } from "./receipt/receipt.events.ts";

export type LedgerCommand = ContractCommand | PaymentCommand | InvoiceCommand | ReceiptCommand;

/** Every event the ledger appends; `type` is the event store's type column and `data` its jsonb. */
export type LedgerEvent = ContractEvent | PaymentEvent | InvoiceEvent | ReceiptEvent;
