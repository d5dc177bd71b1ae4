import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";

export interface InvoiceSeller {
  name: string;
  vatNo: string;
  commercialRegistrationNo: string;
  address: string;
}

interface InvoiceBuyer {
  name: string;
  vatNo: string | null;
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
    /** Sums of the lines' amounts. */
    totalWithoutVat: AmountText;
    vatTotal: AmountText;
    total: AmountText;
    /** ZATCA phase-1 QR content (base64 TLV). */
    qr: string;
  }
>;

export type InvoiceEvent = InvoiceIssued;

/** The schema version each invoice event is written with; see CONTRACT_EVENT_VERSIONS. */
export const INVOICE_EVENT_VERSIONS = { InvoiceIssued: 1 } as const satisfies Record<InvoiceEvent["type"], number>;
