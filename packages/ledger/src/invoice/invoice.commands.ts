import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";
import type { InvoiceBuyer, InvoiceSeller, InvoiceSigned, InvoiceSubmitted } from "./invoice.events.ts";

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  /** Excludes VAT. */
  unitPrice: AmountText;
  /** "0.15", or "0" for an exempt line. */
  vatRate: string;
}

/**
 * The seller as the issuing handler read it: what the invoice prints, and whether the organization is
 * VAT-registered (only a registered seller issues tax invoices; the others issue cash receipts).
 */
interface IssuingSeller extends InvoiceSeller {
  vatRegistered: boolean;
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
    seller: IssuingSeller;
    buyer: Pick<InvoiceBuyer, "name" | "address"> & { vatNo?: string | null };
    lines: InvoiceLineInput[];
    paymentIds: string[];
    remittanceId?: string;
  }
>;

/** Records the invoice's signed phase-2 document, built by the issuing handler from the issued invoice. */
export type SignInvoice = Message<"SignInvoice", InvoiceSigned["data"]>;

/** Records ZATCA's answer to the signed invoice. */
export type RecordZatcaAnswer = Message<"RecordZatcaAnswer", InvoiceSubmitted["data"]>;

export type InvoiceCommand = IssueInvoice | SignInvoice | RecordZatcaAnswer;
