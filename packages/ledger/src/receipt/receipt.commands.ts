import type { CollectionState } from "../collection/collection.decider.ts";
import type { Message } from "../decider.ts";
import type { PaymentState } from "../payment/payment.decider.ts";

export type IssueReceipt = Message<
  "IssueReceipt",
  {
    receiptId: string;
    /** The next number of the organization's receipt sequence, allocated by the caller. */
    number: number;
    /** ISO 8601 timestamp. */
    issuedAt: string;
    payer: string;
    /** The payment as the caller loaded it: the amount, method and date come from it, so they cannot disagree. */
    payment: PaymentState;
  }
>;

export type IssueCollectionReceipt = Message<
  "IssueCollectionReceipt",
  {
    receiptId: string;
    number: number;
    issuedAt: string;
    payer: string;
    /** The voucher as the caller loaded it: the amount, what it paid and its advance come from it. */
    collection: CollectionState;
  }
>;

export type ReceiptCommand = IssueReceipt | IssueCollectionReceipt;
