import { toFixed2 } from "@amlak/money";
import type { Decider } from "../decider.ts";
import { AppError } from "@amlak/domain";
import { requireReceived } from "../collection/collection.decider.ts";
import { amountDue } from "../payment/payment.decider.ts";
import type { IssueCollectionReceipt, IssueReceipt, ReceiptCommand } from "./receipt.commands.ts";
import type { CollectionReceiptIssued, ReceiptEvent, ReceiptIssued } from "./receipt.events.ts";

export type ReceiptState = { status: "none" } | { status: "issued"; receiptId: string; number: number };

export const receiptDecider: Decider<ReceiptCommand, ReceiptEvent, ReceiptState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    switch (command.type) {
      case "IssueReceipt":
        return [issue(command, state)];
      case "IssueCollectionReceipt":
        return [issueForCollection(command, state)];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case "ReceiptIssued":
      case "CollectionReceiptIssued":
        return { status: "issued", receiptId: event.data.receiptId, number: event.data.number };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

function requireNew(state: ReceiptState, number: number): void {
  if (state.status !== "none") throw new AppError("receipt.alreadyIssued", { number: state.number });
  if (!Number.isSafeInteger(number) || number < 1) throw new AppError("receipt.invalidNumber");
}

function issue({ data }: IssueReceipt, state: ReceiptState): ReceiptIssued {
  requireNew(state, data.number);
  const { payment } = data;
  if (payment.status !== "paid") throw new AppError("receipt.paymentNotPaid");
  if (payment.direction !== "income") throw new AppError("receipt.notIncome");
  // The lessor's commission is taken out of rent already received; no money changes hands to acknowledge.
  if (payment.party !== "tenant") throw new AppError("receipt.notCollected");
  // The voucher's own receipt acknowledged this money, whether the voucher paid it on the day or from its advance.
  if (payment.paid.collectionId) throw new AppError("receipt.paidByCollection");
  return {
    type: "ReceiptIssued",
    data: {
      receiptId: data.receiptId,
      orgId: payment.orgId,
      number: data.number,
      issuedAt: data.issuedAt,
      paymentId: payment.paymentId,
      amount: toFixed2(amountDue(payment)),
      payer: data.payer,
      method: payment.paid.method,
      paidDate: payment.paid.paidDate,
    },
  };
}

function issueForCollection({ data }: IssueCollectionReceipt, state: ReceiptState): CollectionReceiptIssued {
  requireNew(state, data.number);
  const collection = requireReceived(data.collection);
  return {
    type: "CollectionReceiptIssued",
    data: {
      receiptId: data.receiptId,
      orgId: collection.orgId,
      number: data.number,
      issuedAt: data.issuedAt,
      collectionId: collection.collectionId,
      amount: toFixed2(collection.amount),
      payer: data.payer,
      method: collection.method,
      paidDate: collection.paidDate,
      lines: collection.allocations,
      advance: toFixed2(collection.advance),
    },
  };
}
