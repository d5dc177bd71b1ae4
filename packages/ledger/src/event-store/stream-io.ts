import type { Database, Trx } from "@amlak/db";
import { sql, type SelectQueryBuilder } from "kysely";
import { EVENT_SCHEMA_VERSION, type LedgerEvent } from "../messages.ts";
import { StreamVersionConflict, type EventMeta, type NewEvent, type StoredEvent } from "./stored-event.ts";
import { upcast } from "./upcast.ts";

export async function readStream<E extends NewEvent>(trx: Trx, streamId: string): Promise<StoredEvent<E>[]> {
  return (await readStreams<E>(trx, [streamId])).get(streamId) ?? [];
}

/** A query of the payments read model selecting more stream ids to read with others (`stream_id`). */
export type RelatedStreams = (trx: Trx) => SelectQueryBuilder<Database, "payments", { stream_id: string }>;

/**
 * The events of each stream, and of those `related` selects, in order, read in one query; a stream with no events
 * has no entry.
 */
export async function readStreams<E extends NewEvent>(
  trx: Trx,
  streamIds: readonly string[],
  related?: RelatedStreams,
): Promise<Map<string, StoredEvent<E>[]>> {
  // One array, the related ids an InitPlan run once: an OR of the two lists would scan the table.
  const ids = related ? sql`${[...streamIds]}::text[] || array(${related(trx)})` : sql`${[...streamIds]}::text[]`;
  const rows = await trx
    .selectFrom("ledger_events")
    .selectAll()
    .where(sql<boolean>`stream_id = any(${ids})`)
    .orderBy("stream_id")
    .orderBy("stream_version")
    .execute();
  const streams = new Map<string, StoredEvent<E>[]>();
  for (const row of rows) {
    const events = streams.get(row.stream_id) ?? [];
    events.push(toStoredEvent<E>(row));
    streams.set(row.stream_id, events);
  }
  return streams;
}

/**
 * The organization's events after a position, in order (one stream's, with `streamId`): the audit trail as the
 * books show it, each event in its current shape. `trx` is scoped to the organization.
 */
export async function readEvents(
  trx: Trx,
  { after, limit, streamId }: { after: string; limit: number; streamId?: string | undefined },
): Promise<StoredEvent<LedgerEvent>[]> {
  let query = trx.selectFrom("ledger_events").selectAll().where("position", ">", after).orderBy("position").limit(limit);
  if (streamId) query = query.where("stream_id", "=", streamId);
  return (await query.execute()).map(toStoredEvent<LedgerEvent>);
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
          schema_version: EVENT_SCHEMA_VERSION[event.type],
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
  schema_version: number;
  data: unknown;
  meta: Record<string, unknown>;
  recorded_at: Date;
};

/** A row of ledger_events as an event of today's shape: every reader of the events comes through here. */
export function toStoredEvent<E extends NewEvent>(row: Row): StoredEvent<E> {
  return {
    position: row.position,
    orgId: row.org_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type as E["type"],
    data: upcast(row.type, row.schema_version, row.data) as E["data"],
    meta: row.meta as unknown as EventMeta,
    recordedAt: row.recorded_at,
  };
}
