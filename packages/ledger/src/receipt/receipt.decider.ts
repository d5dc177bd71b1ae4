import { toFixed2 } from "@amlak/money";
import type { Decider } from "../decider.ts";
import { AppError } from "@amlak/domain";
import { amountDue } from "../payment/payment.decider.ts";
import type { IssueReceipt, ReceiptCommand } from "./receipt.commands.ts";
import type { ReceiptEvent, ReceiptIssued } from "./receipt.events.ts";

export type ReceiptState = { status: "none" } | { status: "issued"; receiptId: string; number: number };

export const receiptDecider: Decider<ReceiptCommand, ReceiptEvent, ReceiptState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    switch (command.type) {
      case "IssueReceipt":
        return [issue(command, state)];
      default: {
        const _exhaustive: never = command.type;
        return _exhaustive;
      }
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case "ReceiptIssued":
        return { status: "issued", receiptId: event.data.receiptId, number: event.data.number };
      default: {
        const _exhaustive: never = event.type;
        return _exhaustive;
      }
    }
  },
};

function issue({ data }: IssueReceipt, state: ReceiptState): ReceiptIssued {
  if (state.status !== "none") throw new AppError("receipt.alreadyIssued", { number: state.number });
  if (!Number.isSafeInteger(data.number) || data.number < 1) throw new AppError("receipt.invalidNumber");
  const { payment } = data;
  if (payment.status !== "paid") throw new AppError("receipt.paymentNotPaid");
  if (payment.direction !== "income") throw new AppError("receipt.notIncome");
  // The lessor's commission is taken out of rent already received; no money changes hands to acknowledge.
  if (payment.party !== "tenant") throw new AppError("receipt.notCollected");
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
