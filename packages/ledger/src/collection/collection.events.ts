import type { IsoDate } from "@amlak/domain";
import type { PaymentMethod } from "@amlak/schemas";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";

/** What a collection paid on one instalment: `paymentId` is the payment marked paid, a part cut off `instalmentId` when it paid only part of it. */
export interface CollectionAllocation {
  instalmentId: string;
  paymentId: string;
  amount: AmountText;
}

/**
 * A collection voucher: one amount received from a tenant, spent on instalments of their contracts; what is
 * left is an advance held on the tenant's account (a liability) until it is applied to instalments.
 */
export type CollectionReceived = Message<
  "CollectionReceived",
  {
    collectionId: string;
    orgId: string;
    tenantId: string;
    amount: AmountText;
    paidDate: IsoDate;
    method: PaymentMethod;
    reference: string;
    allocations: CollectionAllocation[];
    advance: AmountText;
  }
>;

/**
 * Part of the voucher's advance paid instalments that fell due after it came in (by hand, or by the daily job when
 * they fall due); `allocations` are as the voucher's own, and the voucher's undo reverses them with its own.
 */
export type AdvanceApplied = Message<
  "AdvanceApplied",
  {
    collectionId: string;
    paidDate: IsoDate;
    allocations: CollectionAllocation[];
    amount: AmountText;
    /** What is left of the advance after it. */
    advanceLeft: AmountText;
  }
>;

/** The voucher reversed: every payment it paid is pending again and what is left of its advance is given back. */
type CollectionUndone = Message<"CollectionUndone", { collectionId: string; advance: AmountText }>;

export type CollectionEvent = CollectionReceived | AdvanceApplied | CollectionUndone;

/** The schema version each collection event is written with; see CONTRACT_EVENT_VERSIONS. */
export const COLLECTION_EVENT_VERSIONS = { CollectionReceived: 1, AdvanceApplied: 1, CollectionUndone: 1 } as const satisfies Record<
  CollectionEvent["type"],
  number
>;
