import type { IsoDate, PaymentType } from "@amlak/domain";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";
import type { Direction, PaidDetails, PaymentDetailsData, SplitPartData } from "./payment.events.ts";

/** Starts the payment stream of one row of a signed contract's schedule (see paymentScheduleCommands). */
export type SchedulePayment = Message<
  "SchedulePayment",
  {
    paymentId: string;
    orgId: string;
    contractId: string;
    realEstateId: string;
    paymentType: PaymentType;
    dueDate: IsoDate;
    price: AmountText;
    contractIsTaxable: boolean;
    /** Whether the organization is VAT-registered when the schedule is made (see vatRateFor). */
    vatRegistered: boolean;
  }
>;

/** A manual income or expense; a repeating one is several commands, one per occurrence, made by the caller. */
export type RecordPayment = Message<
  "RecordPayment",
  {
    paymentId: string;
    orgId: string;
    contractId: string | null;
    realEstateId: string | null;
    direction: Direction;
    /** A PAYMENT_CATEGORY lookup id. */
    category: string;
    dueDate: IsoDate;
    price: AmountText;
    vatIncluded: boolean;
    comment: string;
    /** Whether the organization is VAT-registered when the payment is recorded; if not, the payment carries no VAT. */
    vatRegistered: boolean;
  }
>;

/** Starts the stream of one part of a split payment (see splitPartCommands). */
export type StartSplitPart = Message<"StartSplitPart", SplitPartData & { original: PaymentDetailsData }>;

export type MarkPaymentPaid = Message<"MarkPaymentPaid", PaidDetails & { paymentId: string }>;

/** `collectionId` when the collection voucher that paid it is being undone. */
export type UndoPayment = Message<"UndoPayment", { paymentId: string; collectionId?: string }>;

export type CancelPayment = Message<"CancelPayment", { paymentId: string }>;

export type SplitPayment = Message<"SplitPayment", { paymentId: string; parts: SplitPartData[] }>;

export type DeletePayment = Message<"DeletePayment", { paymentId: string }>;

export type MarkPaymentContacted = Message<"MarkPaymentContacted", { paymentId: string; contacted: boolean; notes: string }>;

export type PaymentCommand =
  | SchedulePayment
  | RecordPayment
  | StartSplitPart
  | MarkPaymentPaid
  | UndoPayment
  | CancelPayment
  | SplitPayment
  | DeletePayment
  | MarkPaymentContacted;
