import type { LedgerSession } from "../event-store/ledger-session.ts";
import { paymentDecider, type PaymentState } from "../payment/payment.decider.ts";
import { streamId } from "../streams.ts";

/** The payments' states folded from their streams, in the order of the ids. */
export async function loadPayments(session: LedgerSession, paymentIds: readonly string[]): Promise<PaymentState[]> {
  const states: PaymentState[] = [];
  for (const paymentId of paymentIds) states.push(await session.load(paymentDecider, streamId.payment(paymentId)));
  return states;
}
