import type { IsoDate } from "@amlak/domain";
import type { PaymentMethod } from "@amlak/schemas";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";

export interface SettlementDeduction {
  kind: "damages" | "utilities" | "other";
  amount: AmountText;
  note: string;
}

/**
 * A lease was settled when the tenant left (issue #23): early, on `endOn` before its end, or at its end. The rent
 * earned to that day and what was paid of it, the rent refunded (by credit notes where
 * invoices charged it, the rest with `refundVat` its VAT given back by the lessor and ZATCA's share), the deductions kept from the deposit for the lessor (what they ask beyond it charged to the tenant),
 * the deposit paying rent still owed (by the voucher `collectionId`) and the deposit returned. The payments' own events (the instalments released, the
 * contract's cancellation) are written beside it in the same command.
 */
export type LeaseSettled = Message<
  "LeaseSettled",
  {
    contractId: string;
    orgId: string;
    tenantId: string;
    endOn: IsoDate;
    settledOn: IsoDate;
    early: boolean;
    rentEarned: AmountText;
    rentPaid: AmountText;
    unearnedRent: AmountText;
    refund: AmountText;
    /** The VAT given back on the part of the refund no credit note took off an invoice. */
    refundVat: AmountText;
    /** Of the refund, what credit notes took off the tenant's invoices (`creditNoteIds`); none in settlements before them. */
    refundCredited?: AmountText;
    creditNoteIds?: string[];
    depositHeld: AmountText;
    deductions: SettlementDeduction[];
    /** Deductions beyond the deposit, charged to the tenant by the payment `chargeId`. */
    deductionsCharged: AmountText;
    chargeId: string | null;
    depositApplied: AmountText;
    depositReturned: AmountText;
    rentOwed: AmountText;
    method: PaymentMethod;
    reference: string;
    collectionId: string | null;
  }
>;

export type SettlementEvent = LeaseSettled;

/** The schema version each settlement event is written with; see CONTRACT_EVENT_VERSIONS. */
export const SETTLEMENT_EVENT_VERSIONS = { LeaseSettled: 1 } as const satisfies Record<SettlementEvent["type"], number>;
