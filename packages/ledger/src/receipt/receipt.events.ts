import type { IsoDate } from "@amlak/domain";
import type { AmountText } from "../amount.ts";
import type { CollectionAllocation } from "../collection/collection.events.ts";
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

/**
 * The one cash receipt of a collection voucher: the whole amount received, each instalment it paid (`lines`, as the
 * voucher allocated them) and the advance it left on the tenant's account. Issued with the voucher.
 */
export type CollectionReceiptIssued = Message<
  "CollectionReceiptIssued",
  {
    receiptId: string;
    orgId: string;
    number: number;
    issuedAt: string;
    collectionId: string;
    amount: AmountText;
    payer: string;
    method: PaymentMethod;
    paidDate: IsoDate;
    lines: CollectionAllocation[];
    advance: AmountText;
  }
>;

export type ReceiptEvent = ReceiptIssued | CollectionReceiptIssued;

/** The schema version each receipt event is written with; see CONTRACT_EVENT_VERSIONS. */
export const RECEIPT_EVENT_VERSIONS = { ReceiptIssued: 1, CollectionReceiptIssued: 1 } as const satisfies Record<
  ReceiptEvent["type"],
  number
>;
