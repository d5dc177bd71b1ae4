import type { Trx } from "@amlak/db";
import { StreamVersionConflict, type EventMeta, type NewEvent, type StoredEvent } from "./stored-event.ts";

export async function readStream<E extends NewEvent>(trx: Trx, streamId: string): Promise<StoredEvent<E>[]> {
  const rows = await trx.selectFrom("ledger_events").selectAll().where("stream_id", "=", streamId).orderBy("stream_version").execute();
  return rows.map(toStoredEvent<E>);
}

/** Appends after expectedVersion (0 for a new stream); a concurrent append to the same stream fails as a conflict. */
export async function appendToStream(
  trx: Trx,
  input: { orgId: string; streamId: string; expectedVersion: number; events: readonly NewEvent[]; meta: EventMeta; recordedAt: Date },
): Promise<StoredEvent[]> {
  if (input.events.length === 0) return [];
  try {
    const rows = await trx
      .insertInto("ledger_events")
      .values(
        input.events.map((event, i) => ({
          org_id: input.orgId,
          stream_id: input.streamId,
          stream_version: input.expectedVersion + i + 1,
          type: event.type,
          data: JSON.stringify(event.data),
          meta: JSON.stringify(input.meta),
          recorded_at: input.recordedAt,
        })),
      )
      .returningAll()
      .execute();
    return rows.map(toStoredEvent);
  } catch (error) {
    if ((error as { code?: string; constraint?: string }).constraint === "ledger_events_stream_id_stream_version_key") {
      throw new StreamVersionConflict(input.streamId);
    }
    throw error;
  }
}

type Row = {
  position: string;
  org_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  meta: Record<string, unknown>;
  recorded_at: Date;
};

export function toStoredEvent<E extends NewEvent>(row: Row): StoredEvent<E> {
  return {
    position: row.position,
    orgId: row.org_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type as E["type"],
    data: row.data as E["data"],
    meta: row.meta as unknown as EventMeta,
    recordedAt: row.recorded_at,
  };
}
