import type { Db } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import type { CancelContract } from "../contract/contract.commands.ts";
import { contractDecider } from "../contract/contract.decider.ts";
import { paymentsToCancelOnCancellation } from "../contract/contract-payments.ts";
import { paymentDecider } from "../payment/payment.decider.ts";
import { streamId } from "../streams.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { loadPayments } from "./load-payments.ts";

/** CancelContract less the day it is handled on, which the handler takes from the context. */
export type CancelContractInput = Omit<CancelContract["data"], "today">;

/** Cancels a contract and then its pending payments due after its last day; paid ones stay paid. */
export function cancelContract(
  db: Db,
  ctx: LedgerContext,
  input: CancelContractInput,
): Promise<{ contractId: string; cancelledPaymentIds: string[] }> {
  return runLedgerCommand(db, ctx, "cancelContract", input, (session) => cancelInSession(session, input));
}

/** Cancels the contract inside the caller's command (a lease settled early). */
export async function cancelInSession(
  session: LedgerSession,
  input: CancelContractInput,
): Promise<{ contractId: string; cancelledPaymentIds: string[] }> {
  const contractStream = streamId.contract(input.contractId);
  const { state: contract } = await session.execute(contractDecider, contractStream, {
    type: "CancelContract",
    data: { ...input, today: riyadhToday(session.now) },
  });
  const pending = await session.trx
    .selectFrom("payments")
    .select("id")
    .where("contract_id", "=", input.contractId)
    .where("status", "=", "pending")
    .orderBy("due_date")
    .orderBy("id")
    .execute();
  const cancelledPaymentIds = paymentsToCancelOnCancellation(
    contract,
    await loadPayments(
      session,
      pending.map((row) => row.id),
    ),
  );
  for (const paymentId of cancelledPaymentIds) {
    await session.execute(paymentDecider, streamId.payment(paymentId), { type: "CancelPayment", data: { paymentId } }, contractStream);
  }
  return { contractId: input.contractId, cancelledPaymentIds };
}
