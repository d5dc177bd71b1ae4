import type { IsoDate } from "@amlak/domain";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";
import type { PaymentMethod } from "@amlak/schemas";

/** A cash receipt (سند قبض) for money received against one paid payment. */
export type ReceiptIssued = Message<
  "ReceiptIssued",
  {
    receiptId: string;
    orgId: string;
    number: number;
    issuedAt: string;
    paymentId: string;
    /** The amount received: the payment's price plus its VAT. */
    amount: AmountText;
    payer: string;
    method: PaymentMethod;
    paidDate: IsoDate;
  }
>;

export type ReceiptEvent = ReceiptIssued;

/** The schema version each receipt event is written with; see CONTRACT_EVENT_VERSIONS. */
export const RECEIPT_EVENT_VERSIONS = { ReceiptIssued: 1 } as const satisfies Record<ReceiptEvent["type"], number>;
