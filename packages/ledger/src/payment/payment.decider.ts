import { add, checkAmount, money, netOfGross, toFixed2, VAT_RATE, vatOf, type Money } from "@amlak/money";
import { positiveAmount, type AmountText } from "../amount.ts";
import type { Decider } from "../decider.ts";
import { AppError, vatRateFor } from "@amlak/domain";
import type { PaymentCommand, RecordPayment, SchedulePayment, SplitPayment, StartSplitPart } from "./payment.commands.ts";
import type {
  PaidDetails,
  PaymentDetailsData,
  PaymentEvent,
  PaymentRecorded,
  PaymentScheduled,
  PaymentSplit,
  PaymentSplitFrom,
  SplitPartData,
} from "./payment.events.ts";
import { partyOf } from "./scheduled-charge.ts";

export interface PaymentDetails extends Omit<PaymentDetailsData, "price" | "vatRate" | "vat"> {
  price: Money;
  vatRate: Money;
  vat: Money;
}

interface LivePayment extends PaymentDetails {
  contacted: boolean;
  contactNotes: string;
}

type SplitPart = Omit<SplitPartData, "price" | "vat"> & { price: Money; vat?: Money };

export type PaymentState =
  | { status: "none" }
  | (LivePayment & { status: "pending" })
  | (LivePayment & { status: "paid"; paid: PaidDetails })
  | (LivePayment & { status: "canceled" })
  | (LivePayment & { status: "deleted" })
  | (LivePayment & { status: "split"; parts: SplitPart[] });

export type ExistingPayment = Exclude<PaymentState, { status: "none" }>;
type PendingPayment = Extract<PaymentState, { status: "pending" }>;

/** What the payer owes: the price plus its VAT. */
export function amountDue(payment: PaymentDetails): Money {
  return add(payment.price, payment.vat);
}

export function paymentDetailsData(payment: PaymentDetails): PaymentDetailsData {
  return {
    paymentId: payment.paymentId,
    orgId: payment.orgId,
    contractId: payment.contractId,
    realEstateId: payment.realEstateId,
    direction: payment.direction,
    party: payment.party,
    paymentType: payment.paymentType,
    category: payment.category,
    dueDate: payment.dueDate,
    price: toFixed2(payment.price),
    vatRate: payment.vatRate.toString(),
    vat: toFixed2(payment.vat),
    comment: payment.comment,
  };
}

export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    const { paymentId } = command.data;
    switch (command.type) {
      case "SchedulePayment":
        return [schedule(command, state)];
      case "RecordPayment":
        return [record(command, state)];
      case "StartSplitPart":
        return [startSplitPart(command, state)];
      case "MarkPaymentPaid": {
        requirePending(state);
        const { paidDate, method, receivedBy, deliveredBy, notes, collectionId } = command.data;
        return [
          {
            type: "PaymentMarkedPaid",
            data: { paymentId, paidDate, method, receivedBy, deliveredBy, notes, ...(collectionId ? { collectionId } : {}) },
          },
        ];
      }
      case "UndoPayment":
        if (state.status === "none") throw new AppError("payment.notFound");
        if (state.status !== "paid") throw new AppError("payment.notPaid", { status: state.status });
        // A voucher's instalments go back together, with its receipt and advance, or not at all.
        if (state.paid.collectionId !== command.data.collectionId) throw new AppError("payment.paidByCollection");
        return [{ type: "PaymentUndone", data: { paymentId } }];
      case "CancelPayment":
        requirePending(state);
        return [{ type: "PaymentCancelled", data: { paymentId } }];
      case "SplitPayment":
        return [split(command, requirePending(state))];
      case "DeletePayment":
        if (state.status === "paid") throw new AppError("payment.deleteOnlyUnpaid");
        if (state.status !== "canceled") requirePending(state);
        return [{ type: "PaymentDeleted", data: { paymentId } }];
      case "MarkPaymentContacted": {
        requirePending(state);
        const { contacted, notes } = command.data;
        return [{ type: "PaymentContacted", data: { paymentId, contacted, notes } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "PaymentScheduled":
        return pending({ ...event.data, direction: "income", category: null, comment: "" });
      case "PaymentRecorded":
        return pending(recordedDetails(event.data));
      case "PaymentSplitFrom": {
        const { splitFrom: _original, ...details } = event.data;
        return pending(details);
      }
      case "PaymentMarkedPaid": {
        if (state.status !== "pending") return state;
        const { paymentId: _paymentId, ...paid } = event.data;
        return { ...state, status: "paid", paid };
      }
      case "PaymentUndone": {
        if (state.status !== "paid") return state;
        const { paid: _paid, ...payment } = state;
        return { ...payment, status: "pending" };
      }
      case "PaymentCancelled":
        return state.status === "pending" ? { ...state, status: "canceled" } : state;
      case "PaymentSplit":
        if (state.status !== "pending") return state;
        return {
          ...state,
          status: "split",
          parts: event.data.parts.map(({ vat, ...part }) => ({ ...part, price: money(part.price), ...(vat ? { vat: money(vat) } : {}) })),
        };
      case "PaymentDeleted":
        return state.status === "pending" || state.status === "canceled" ? { ...state, status: "deleted" } : state;
      case "PaymentContacted":
        return state.status === "pending" ? { ...state, contacted: event.data.contacted, contactNotes: event.data.notes } : state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

function schedule({ data }: SchedulePayment, state: PaymentState): PaymentScheduled {
  requireNew(state);
  const price = requireAmount(data.price);
  const vatRate = vatRateFor(data.paymentType, data);
  return {
    type: "PaymentScheduled",
    data: {
      paymentId: data.paymentId,
      orgId: data.orgId,
      contractId: data.contractId,
      realEstateId: data.realEstateId,
      paymentType: data.paymentType,
      party: partyOf(data.paymentType),
      dueDate: data.dueDate,
      price: toFixed2(price),
      vatRate,
      vat: toFixed2(vatOf(price, vatRate)),
    },
  };
}

function record({ data }: RecordPayment, state: PaymentState): PaymentRecorded {
  requireNew(state);
  const entered = requireAmount(data.price);
  // A seller that is not VAT-registered charges no VAT, and the VAT on what it pays is not recoverable: the whole
  // amount entered is the price, whatever the "includes VAT" box said.
  const vatIncluded = data.vatIncluded && data.vatRegistered;
  const { net, vat } = vatIncluded ? netOfGross(entered) : { net: entered, vat: money(0) };
  return {
    type: "PaymentRecorded",
    data: {
      paymentId: data.paymentId,
      orgId: data.orgId,
      contractId: data.contractId,
      realEstateId: data.realEstateId,
      direction: data.direction,
      category: data.category,
      dueDate: data.dueDate,
      price: toFixed2(net),
      vatIncluded,
      vatRate: vatIncluded ? VAT_RATE : "0",
      vat: toFixed2(vat),
      comment: data.comment,
    },
  };
}

function split({ data }: SplitPayment, payment: PendingPayment): PaymentSplit {
  if (data.parts.length < 2) throw new AppError("payment.splitNeedsTwoParts");
  const ids = new Set(data.parts.map((part) => part.paymentId));
  if (ids.size !== data.parts.length || ids.has(payment.paymentId)) throw new AppError("payment.splitPartIdsInvalid");
  const parts = data.parts.map((part) => ({ paymentId: part.paymentId, dueDate: part.dueDate, price: requireAmount(part.price) }));
  const sum = add(...parts.map((part) => part.price));
  if (!sum.eq(payment.price)) {
    throw new AppError("payment.splitMustSumToPrice", { price: toFixed2(payment.price), sum: toFixed2(sum) });
  }
  const vats = splitVats(data.parts, payment);
  return {
    type: "PaymentSplit",
    data: {
      paymentId: payment.paymentId,
      parts: parts.map((part, index) => ({ ...part, price: toFixed2(part.price), ...(vats ? { vat: toFixed2(vats[index]!) } : {}) })),
    },
  };
}

/** The parts' own VAT when the split gives it: for every part or none, never negative, adding up to the payment's. */
function splitVats(parts: readonly SplitPartData[], payment: PendingPayment): Money[] | null {
  const given = parts.filter((part) => part.vat !== undefined);
  if (given.length === 0) return null;
  const vats = given.map((part) => checkAmount(part.vat!, "nonNegative"));
  const valid = vats.flatMap((vat) => (vat.ok ? [vat.value] : []));
  if (given.length !== parts.length || valid.length !== parts.length || !add(...valid).eq(payment.vat)) {
    throw new AppError("payment.splitPartIdsInvalid");
  }
  return valid;
}

function startSplitPart({ data }: StartSplitPart, state: PaymentState): PaymentSplitFrom {
  requireNew(state);
  const price = requireAmount(data.price);
  const { original } = data;
  return {
    type: "PaymentSplitFrom",
    data: {
      ...original,
      paymentId: data.paymentId,
      dueDate: data.dueDate,
      price: toFixed2(price),
      // Unless the split gave it, VAT is worked out on each part as on any payment, so a part's invoice shows its
      // own rounded VAT.
      vat: data.vat ?? toFixed2(vatOf(price, original.vatRate)),
      splitFrom: original.paymentId,
    },
  };
}

function recordedDetails(data: PaymentRecorded["data"]): PaymentDetailsData {
  const { vatIncluded: _vatIncluded, ...details } = data;
  return { ...details, party: data.direction === "income" ? "tenant" : "vendor", paymentType: null };
}

function pending(data: PaymentDetailsData): PaymentState {
  return {
    status: "pending",
    ...data,
    price: money(data.price),
    vatRate: money(data.vatRate),
    vat: money(data.vat),
    contacted: false,
    contactNotes: "",
  };
}

function requireNew(state: PaymentState): void {
  if (state.status !== "none") throw new AppError("payment.alreadyExists");
}

function requirePending(state: PaymentState): PendingPayment {
  switch (state.status) {
    case "pending":
      return state;
    case "none":
      throw new AppError("payment.notFound");
    case "paid":
      throw new AppError("payment.alreadyPaid");
    default:
      throw new AppError("payment.notPending", { status: state.status });
  }
}

function requireAmount(text: AmountText): Money {
  const amount = positiveAmount(text);
  if (!amount) throw new AppError("payment.invalidAmount", { amount: text });
  return amount;
}
