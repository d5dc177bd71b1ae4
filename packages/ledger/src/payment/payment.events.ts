import type { IsoDate, PaymentType } from "@amlak/domain";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";
import type { PaymentMethod } from "@amlak/schemas";
import type { Party } from "./scheduled-charge.ts";

export type Direction = "income" | "expense";

/**
 * Everything a payment stream starts with. `price` excludes VAT; the amount due is price + vat.
 * Schedule rows have a paymentType, manual payments a category (a PAYMENT_CATEGORY lookup id).
 */
export interface PaymentDetailsData {
  paymentId: string;
  orgId: string;
  contractId: string | null;
  realEstateId: string | null;
  direction: Direction;
  party: Party;
  paymentType: PaymentType | null;
  category: string | null;
  dueDate: IsoDate;
  price: AmountText;
  vatRate: string;
  vat: AmountText;
  comment: string;
}

/** A contract's schedule row became a payment (always income). */
export type PaymentScheduled = Message<
  "PaymentScheduled",
  {
    paymentId: string;
    orgId: string;
    contractId: string;
    realEstateId: string;
    paymentType: PaymentType;
    party: "tenant" | "lessor";
    dueDate: IsoDate;
    price: AmountText;
    vatRate: string;
    vat: AmountText;
  }
>;

/** A manual income or expense; `vatIncluded` says the amount entered contained VAT (then price = entered − vat). */
export type PaymentRecorded = Message<
  "PaymentRecorded",
  {
    paymentId: string;
    orgId: string;
    contractId: string | null;
    realEstateId: string | null;
    direction: Direction;
    category: string;
    dueDate: IsoDate;
    price: AmountText;
    vatIncluded: boolean;
    vatRate: string;
    vat: AmountText;
    comment: string;
  }
>;

/** The first event of a part of a split payment: the original's details with the part's own due date, price and VAT. */
export type PaymentSplitFrom = Message<"PaymentSplitFrom", PaymentDetailsData & { splitFrom: string }>;

export interface PaidDetails {
  paidDate: IsoDate;
  method: PaymentMethod;
  receivedBy: string | null;
  deliveredBy: string | null;
  notes: string;
  /** The collection voucher that paid it, which alone may undo it; absent when it was marked paid by itself. */
  collectionId?: string;
}

export type PaymentMarkedPaid = Message<"PaymentMarkedPaid", PaidDetails & { paymentId: string }>;

/** The paid state reversed: the payment is pending again. */
type PaymentUndone = Message<"PaymentUndone", { paymentId: string }>;

type PaymentCancelled = Message<"PaymentCancelled", { paymentId: string }>;

export interface SplitPartData {
  paymentId: string;
  dueDate: IsoDate;
  price: AmountText;
  /**
   * The part's VAT, when the split gives it (a part paid by a collection keeps the instalment's VAT whole across
   * its parts); without it each part's VAT is worked out on its price. Splits before collections never gave it.
   */
  vat?: AmountText;
}

/** The payment was replaced by parts whose prices add up to its price exactly; each part is its own stream. */
export type PaymentSplit = Message<"PaymentSplit", { paymentId: string; parts: SplitPartData[] }>;

type PaymentDeleted = Message<"PaymentDeleted", { paymentId: string }>;

type PaymentContacted = Message<"PaymentContacted", { paymentId: string; contacted: boolean; notes: string }>;

export type PaymentEvent =
  | PaymentScheduled
  | PaymentRecorded
  | PaymentSplitFrom
  | PaymentMarkedPaid
  | PaymentUndone
  | PaymentCancelled
  | PaymentSplit
  | PaymentDeleted
  | PaymentContacted;

/** The schema version each payment event is written with; see CONTRACT_EVENT_VERSIONS. */
export const PAYMENT_EVENT_VERSIONS = {
  PaymentScheduled: 2,
  PaymentRecorded: 2,
  PaymentSplitFrom: 2,
  PaymentMarkedPaid: 1,
  PaymentUndone: 1,
  PaymentCancelled: 1,
  PaymentSplit: 2,
  PaymentDeleted: 1,
  PaymentContacted: 1,
} as const satisfies Record<PaymentEvent["type"], number>;
