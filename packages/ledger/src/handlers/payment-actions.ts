import type { Db } from "@amlak/db";
import type { IsoDate } from "@amlak/domain";
import { randomUUID } from "node:crypto";
import type { AmountText } from "../amount.ts";
import type { PaymentCommand } from "../payment/payment.commands.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { splitPartCommands } from "../payment/split-parts.ts";
import { streamId } from "../streams.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";

type PaymentRef = { paymentId: string };

/** A handler of one command on one payment stream, with no follow-up. */
function onPayment<I extends PaymentRef>(name: string, command: (input: I) => PaymentCommand) {
  return (db: Db, ctx: LedgerContext, input: I): Promise<PaymentRef> =>
    runLedgerCommand(db, ctx, name, input, async (session) => {
      await session.execute(paymentDecider, streamId.payment(input.paymentId), command(input));
      return { paymentId: input.paymentId };
    });
}

/** Reverses a payment marked paid: it is pending again. */
export const undoPayment = onPayment<PaymentRef>("undoPayment", ({ paymentId }) => ({ type: "UndoPayment", data: { paymentId } }));

export const cancelPayment = onPayment<PaymentRef>("cancelPayment", ({ paymentId }) => ({ type: "CancelPayment", data: { paymentId } }));

/** Deletes a pending or cancelled payment. */
export const deletePayment = onPayment<PaymentRef>("deletePayment", ({ paymentId }) => ({ type: "DeletePayment", data: { paymentId } }));

export const markPaymentContacted = onPayment<PaymentRef & { contacted: boolean; notes: string }>(
  "markPaymentContacted",
  ({ paymentId, contacted, notes }) => ({
    type: "MarkPaymentContacted",
    data: { paymentId, contacted, notes },
  }),
);

export interface SplitPaymentInput {
  paymentId: string;
  /** At least two, adding up to the payment's price exactly. */
  parts: { due_date: IsoDate; price: AmountText }[];
}

/** Splits a pending payment into parts, each its own payment; the part ids follow the parts' order. */
export function splitPayment(db: Db, ctx: LedgerContext, input: SplitPaymentInput): Promise<{ paymentId: string; partIds: string[] }> {
  return runLedgerCommand(db, ctx, "splitPayment", input, async (session) => {
    const original = streamId.payment(input.paymentId);
    const parts = input.parts.map((part) => ({ ...part, paymentId: randomUUID() }));
    const { state } = await session.execute(paymentDecider, original, {
      type: "SplitPayment",
      data: { paymentId: input.paymentId, parts },
    });
    for (const command of splitPartCommands(state)) {
      await session.execute(paymentDecider, streamId.payment(command.data.paymentId), command, original);
    }
    return { paymentId: input.paymentId, partIds: parts.map((part) => part.paymentId) };
  });
}
