import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";
import type { InvoiceSeller } from "./invoice.events.ts";

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  /** Excludes VAT. */
  unitPrice: AmountText;
  /** "0.15", or "0" for an exempt line. */
  vatRate: string;
}

export type IssueInvoice = Message<
  "IssueInvoice",
  {
    invoiceId: string;
    orgId: string;
    /** The next number of the organization's gapless invoice sequence, allocated by the caller. */
    number: number;
    /** ISO 8601 timestamp. */
    issuedAt: string;
    seller: InvoiceSeller;
    buyer: { name: string; vatNo?: string | null };
    lines: InvoiceLineInput[];
    paymentIds: string[];
  }
>;

export type InvoiceCommand = IssueInvoice;
