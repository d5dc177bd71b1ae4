import type { LedgerSession } from "../event-store/ledger-session.ts";
import type { StoredEvent } from "../event-store/stored-event.ts";
import { paymentDecider, type PaymentState } from "../payment/payment.decider.ts";
import type { PaymentEvent } from "../payment/payment.events.ts";
import { isPaymentStream } from "../streams.ts";

/** The payment event a stored event of a payment stream holds; null for other streams. */
export function paymentEventOf(stored: StoredEvent): PaymentEvent | null {
  return isPaymentStream(stored.streamId) ? ({ type: stored.type, data: stored.data } as PaymentEvent) : null;
}

/**
 * Each payment's state just before the event being projected: the journal posts from it and the payments row is
 * worked out from it. Live, the command's session holds it; a rebuild replays every stream from its first event, so
 * it folds in memory. Neither reads anything.
 */
export class PaymentStates {
  private readonly states = new Map<string, PaymentState>();

  private constructor(private readonly stateBefore: (stored: StoredEvent) => Promise<PaymentState>) {}

  /** Live, the command's session knows each payment's state before what it appended. */
  static live(session: LedgerSession): PaymentStates {
    return new PaymentStates(async (stored) => session.stateBeforeAppends(stored.streamId) as PaymentState);
  }

  static replay(): PaymentStates {
    return new PaymentStates(async () => paymentDecider.initialState());
  }

  async before(stored: StoredEvent): Promise<PaymentState> {
    const known = this.states.get(stored.streamId);
    if (known) return known;
    const state = await this.stateBefore(stored);
    this.states.set(stored.streamId, state);
    return state;
  }

  /** The stream has no further events (a rebuild past its last one): its state is no longer needed. */
  forget(streamId: string): void {
    this.states.delete(streamId);
  }

  /** Moves the stream past the event, once every projection has seen it. */
  async advance(stored: StoredEvent): Promise<void> {
    const event = paymentEventOf(stored);
    if (event) this.states.set(stored.streamId, paymentDecider.evolve(await this.before(stored), event));
  }
}
