import type { StoredEvent } from "../event-store/stored-event.ts";
import type { PaymentStates } from "./payment-states.ts";
import type { ReadModelWriter } from "./read-model-writer.ts";

/** Writes one read model from the events; the same code runs inline with each command and in a rebuild. */
export interface Projection {
  apply(writer: ReadModelWriter, event: StoredEvent, payments: PaymentStates): Promise<void>;
}

/** Applies every projection to each event in order. */
export async function projectEvents(
  writer: ReadModelWriter,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  payments: PaymentStates,
): Promise<void> {
  for (const event of events) {
    for (const projection of projections) await projection.apply(writer, event, payments);
    await payments.advance(event);
  }
}
