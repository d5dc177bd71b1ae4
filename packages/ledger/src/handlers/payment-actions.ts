import type { Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import type {
  CancelPayment,
  DeletePayment,
  MarkPaymentContacted,
  PaymentCommand,
  SplitPayment,
  UndoPayment,
} from "../payment/payment.commands.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import type { SplitPartData } from "../payment/payment.events.ts";
import { splitPartCommands } from "../payment/split-parts.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { streamId } from "../streams.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";

type PaymentRef = Pick<PaymentCommand["data"], "paymentId">;

/** A handler of one command on one payment stream, with no follow-up; its input is the command's data. */
function onPayment<C extends PaymentCommand>(name: string, command: (input: C["data"]) => C) {
  return (db: Db, ctx: LedgerContext, input: C["data"]): Promise<PaymentRef> =>
    runLedgerCommand(db, ctx, name, input, async (session) => {
      await session.execute(paymentDecider, streamId.payment(input.paymentId), command(input));
      return { paymentId: input.paymentId };
    });
}

/** Reverses a payment marked paid: it is pending again. */
export const undoPayment = onPayment<UndoPayment>("undoPayment", ({ paymentId }) => ({ type: "UndoPayment", data: { paymentId } }));

export const cancelPayment = onPayment<CancelPayment>("cancelPayment", ({ paymentId }) => ({ type: "CancelPayment", data: { paymentId } }));

/** Deletes a pending or cancelled payment. */
export const deletePayment = onPayment<DeletePayment>("deletePayment", ({ paymentId }) => ({ type: "DeletePayment", data: { paymentId } }));

export const markPaymentContacted = onPayment<MarkPaymentContacted>("markPaymentContacted", ({ paymentId, contacted, notes }) => ({
  type: "MarkPaymentContacted",
  data: { paymentId, contacted, notes },
}));

/** SplitPayment without the parts' ids, which the handler makes. */
export type SplitPaymentInput = Omit<SplitPayment["data"], "parts"> & {
  /** At least two, adding up to the payment's price exactly. */
  parts: Omit<SplitPartData, "paymentId">[];
};

/** Splits a pending payment into parts inside the session, each part its own payment stream; returns the part ids in order. */
export async function splitInSession(session: LedgerSession, paymentId: string, parts: SplitPaymentInput["parts"]): Promise<string[]> {
  const original = streamId.payment(paymentId);
  const withIds = parts.map((part) => ({ ...part, paymentId: randomUUID() }));
  const { state } = await session.execute(paymentDecider, original, { type: "SplitPayment", data: { paymentId, parts: withIds } });
  for (const command of splitPartCommands(state)) {
    await session.execute(paymentDecider, streamId.payment(command.data.paymentId), command, original);
  }
  return withIds.map((part) => part.paymentId);
}

/** Splits a pending payment into parts, each its own payment; the part ids follow the parts' order. */
export function splitPayment(db: Db, ctx: LedgerContext, input: SplitPaymentInput): Promise<{ paymentId: string; partIds: string[] }> {
  return runLedgerCommand(db, ctx, "splitPayment", input, async (session) => ({
    paymentId: input.paymentId,
    partIds: await splitInSession(session, input.paymentId, input.parts),
  }));
}
