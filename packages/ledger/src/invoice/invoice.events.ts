import type { NationalAddress } from "@amlak/zatca";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";

export interface InvoiceSeller {
  name: string;
  vatNo: string;
  commercialRegistrationNo: string;
  address: string;
}

export interface InvoiceBuyer {
  name: string;
  vatNo: string | null;
  /** The buyer's Saudi national address, which a standard (B2B) phase-2 document needs (BR-KSA-63); absent if unknown. */
  address?: NationalAddress;
}

/** A line with its amounts worked out: VAT rounded per line, total = totalWithoutVat + vat. */
export interface InvoiceLineData {
  description: string;
  quantity: number;
  unitPrice: AmountText;
  vatRate: string;
  totalWithoutVat: AmountText;
  vat: AmountText;
  total: AmountText;
}

export type InvoiceIssued = Message<
  "InvoiceIssued",
  {
    invoiceId: string;
    orgId: string;
    number: number;
    issuedAt: string;
    /** A tax invoice for a VAT-registered buyer, a simplified tax invoice otherwise. */
    kind: "tax" | "simplified";
    seller: InvoiceSeller;
    buyer: InvoiceBuyer;
    lines: InvoiceLineData[];
    paymentIds: string[];
    /** A management fee's invoice names the remittance that charged it, and no payments; absent on the others. */
    remittanceId?: string;
    /** The lines' amounts without VAT summed; the VAT worked out once per rate (documentTotals), so total = both. */
    totalWithoutVat: AmountText;
    vatTotal: AmountText;
    total: AmountText;
    /** ZATCA phase-1 QR content (base64 TLV). */
    qr: string;
  }
>;

/**
 * The invoice as a ZATCA phase-2 document, signed in the transaction that issued it (an organization onboarded with
 * ZATCA only; older invoices and the others' have none): the UBL XML and what it chains by.
 */
export type InvoiceSigned = Message<
  "InvoiceSigned",
  {
    invoiceId: string;
    /** The document's UUID (KSA-1): the invoice's id. */
    uuid: string;
    /** Standard documents go to ZATCA for clearance, simplified ones are reported. */
    zatcaKind: "standard" | "simplified";
    /** The organization's invoice counter (KSA-16), gapless from 1. */
    icv: number;
    /** The previous document's hash (KSA-13), INITIAL_PIH for the first; base64. */
    pih: string;
    invoiceHash: string;
    /** The phase-2 QR (base64 TLV, tags 1–8, and 9 for simplified documents), printed instead of the phase-1 one. */
    qr: string;
    /** The signed UBL 2.1 document. */
    xml: string;
  }
>;

/** What ZATCA (or the built-in sandbox) answered when the signed invoice was reported or sent for clearance. */
export type InvoiceSubmitted = Message<
  "InvoiceSubmitted",
  {
    invoiceId: string;
    status: "reported" | "cleared" | "rejected";
    /** ZATCA's reasons for a rejection. */
    reasons: string[];
    /** ZATCA's warnings on a document it accepted all the same (absent in events written before they were kept). */
    warnings?: string[];
    /** A cleared standard document as ZATCA returned it, with its stamp and QR: what the buyer receives. */
    clearedXml?: string;
    submittedAt: string;
  }
>;

export type InvoiceEvent = InvoiceIssued | InvoiceSigned | InvoiceSubmitted;

/** The schema version each invoice event is written with; see CONTRACT_EVENT_VERSIONS. */
export const INVOICE_EVENT_VERSIONS = { InvoiceIssued: 1, InvoiceSigned: 1, InvoiceSubmitted: 1 } as const satisfies Record<
  InvoiceEvent["type"],
  number
>;
