import type { LedgerSession } from "../event-store/ledger-session.ts";
import { paymentDecider, type PaymentState } from "../payment/payment.decider.ts";
import { streamId } from "../streams.ts";

/** The payments' states folded from their streams, in the order of the ids. */
export function loadPayments(session: LedgerSession, paymentIds: readonly string[]): Promise<PaymentState[]> {
  return session.loadMany(paymentDecider, paymentIds.map(streamId.payment));
}
