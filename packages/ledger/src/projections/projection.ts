import type { Trx } from "@amlak/db";
import type { StoredEvent } from "../event-store/stored-event.ts";
import type { PaymentStates } from "./payment-states.ts";

/** Writes one read model from the events; the same code runs inline with each command and in a rebuild. */
export interface Projection {
  apply(trx: Trx, event: StoredEvent, payments: PaymentStates): Promise<void>;
}

/** Applies every projection to each event in order. */
export async function projectEvents(
  trx: Trx,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  payments: PaymentStates,
): Promise<void> {
  for (const event of events) {
    for (const projection of projections) await projection.apply(trx, event, payments);
    await payments.advance(trx, event);
  }
}
