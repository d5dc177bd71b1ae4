import type { LedgerEvent } from "../messages.ts";

/** Who caused an event and through which request: the audit trail of DESIGN §4. */
export interface EventMeta {
  actor: string | null;
  requestId: string;
  idempotencyKey?: string;
  /** The command or event that caused this one (e.g. the rent payment behind an auto-paid commission). */
  causation?: string;
}

export interface NewEvent {
  type: LedgerEvent["type"];
  data: unknown;
}

/** An event as read: `data` is in the current shape of its type, whatever schema version the row was written in. */
export interface StoredEvent<E extends NewEvent = NewEvent> {
  position: string;
  orgId: string;
  streamId: string;
  streamVersion: number;
  type: E["type"];
  data: E["data"];
  meta: EventMeta;
  recordedAt: Date;
}

/** Another writer appended to the stream between our read and our append. */
export class StreamVersionConflict extends Error {
  constructor(readonly streamId: string) {
    super(`stream ${streamId} changed concurrently`);
    this.name = "StreamVersionConflict";
  }
}
