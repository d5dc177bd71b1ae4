import type { Db } from "@amlak/db";
import { sql } from "kysely";
import { setImmediate } from "node:timers/promises";
import { toStoredEvent } from "./event-store/stream-io.ts";
import { ledgerProjections } from "./projections/ledger-projections.ts";
import { BulkWriter, DEFAULT_BULK_LIMITS, type BulkLimits } from "./projections/bulk-writer.ts";
import { PaymentStates } from "./projections/payment-states.ts";
import type { KeyedTable } from "./projections/read-model-writer.ts";
import { projectEvents } from "./projections/projection.ts";

/** Events projected between two turns of the event loop. */
const EVENTS_PER_TURN = 250;

/** Each stream's aggregate is projected into one keyed row with the stream's own id. */
const ROW_OF_STREAM: Readonly<Record<string, KeyedTable>> = {
  contract: "contracts",
  payment: "payments",
  invoice: "invoices",
  "credit-note": "credit_notes",
  receipt: "receipts",
  collection: "collections",
  cheque: "cheques",
  remittance: "remittances",
  settlement: "lease_settlements",
};

function ownedRow(streamId: string): { table: KeyedTable; id: string } | null {
  const colon = streamId.indexOf(":");
  const table = ROW_OF_STREAM[streamId.slice(0, colon)];
  return table ? { table, id: streamId.slice(colon + 1) } : null;
}

/** Children before parents: payments reference contracts. */
const READ_MODELS = [
  "journal_lines",
  "lease_settlements",
  "remittances",
  "cheques",
  "collections",
  "receipts",
  "credit_notes",
  "invoices",
  "payments",
  "contracts",
  "document_sequences",
] as const;

/** How much the rebuild reads and writes at a time: smaller values hold less in memory and send more statements. */
export interface RebuildOptions extends Partial<BulkLimits> {
  /** Events read per query (default 5,000). */
  eventsPerRead?: number;
}

export interface RebuildResult {
  events: number;
  contracts: number;
  payments: number;
  invoices: number;
  creditNotes: number;
  receipts: number;
  collections: number;
  cheques: number;
  remittances: number;
  settlements: number;
  journalLines: number;
  elapsedMs: number;
}

/**
 * Empties every read model of the ledger and replays all events through the inline projections, in one
 * transaction as the schema owner (so every organization's rows). The projections write to a BulkWriter, which
 * keeps each stream's row in memory until the stream's last event and then writes rows in multi-row statements
 * instead of one statement per change; a payment's replayed state is dropped after its last event too, so memory
 * follows the streams still open. The sequences are set to the highest numbers issued, which is where live
 * allocation left them, since numbers have no gaps.
 */
export async function rebuildReadModels(owner: Db, options: RebuildOptions = {}): Promise<RebuildResult> {
  const { eventsPerRead = 5_000, ...limits } = options;
  const started = performance.now();
  return owner.transaction().execute(async (trx) => {
    // Commands wait until the rebuild commits, so none projects an event the replay also projects, or misses one.
    await sql`lock table ${sql.join(READ_MODELS.map((table) => sql.table(table)))} in exclusive mode`.execute(trx);
    // Rows are written in batches, a contract before its cancellation and a receipt perhaps before its payment,
    // while contract drafts keep pointing at their contracts: the constraints between read models are checked
    // once the whole replay is in, at commit.
    await sql`set constraints all deferred`.execute(trx);
    for (const table of READ_MODELS) await trx.deleteFrom(table).execute();
    // Every lookup from here on is by key: the foreign-key checks of payments against contracts and the updates of
    // rows already written. Their plans are made while the tables are still small (or known to be empty) and kept
    // for the whole transaction, in which autovacuum cannot analyze them, so a sequential scan chosen then would be
    // repeated for every row as the tables grow.
    await sql`set local enable_seqscan = off`.execute(trx);

    const writer = new BulkWriter(trx, { ...DEFAULT_BULK_LIMITS, ...limits });
    const payments = PaymentStates.replay();
    const read = (after: string) => {
      const rows = trx
        .selectFrom("ledger_events as e")
        .selectAll("e")
        // A point lookup per event on (stream_id, stream_version); a subquery in the select list is never hashed.
        .select(
          sql<boolean>`(select true from ledger_events n where n.stream_id = e.stream_id and n.stream_version = e.stream_version + 1) is null`.as(
            "last_of_stream",
          ),
        )
        .where("e.position", ">", after)
        .orderBy("e.position")
        .limit(eventsPerRead)
        .execute();
      // Awaited on the next turn of the loop; a failure meanwhile (the projections threw) must not go unhandled.
      rows.catch(() => {});
      return rows;
    };
    let events = 0;
    let next = read("0");
    for (;;) {
      const rows = await next;
      if (rows.length === 0) break;
      // The database reads the next batch while this one is projected.
      next = read(rows[rows.length - 1]!.position);
      const stored = rows.map(toStoredEvent);
      for (let from = 0; from < stored.length; from += EVENTS_PER_TURN) {
        await projectEvents(writer, ledgerProjections, stored.slice(from, from + EVENTS_PER_TURN), payments);
        // Projecting in memory never waits for I/O: a turn of the event loop lets the connection send the
        // statements queued so far and take in the next batch, so the database is not left waiting.
        await setImmediate();
      }
      for (const row of rows) {
        if (!row.last_of_stream) continue;
        payments.forget(row.stream_id);
        const owned = ownedRow(row.stream_id);
        if (owned) writer.settle(owned.table, owned.id);
      }
      await writer.flushWhenDue();
      events += rows.length;
    }
    await writer.finish();

    await sql`
      insert into document_sequences (org_id, kind, last_value)
      select org_id, 'invoice', max(number) from invoices group by org_id
      union all
      select org_id, 'receipt', max(number) from receipts group by org_id
      union all
      select org_id, note_type || '_note', max(number) from credit_notes group by org_id, note_type
    `.execute(trx);

    const { written } = writer;
    return {
      events,
      contracts: written.contracts,
      payments: written.payments,
      invoices: written.invoices,
      creditNotes: written.credit_notes,
      receipts: written.receipts,
      collections: written.collections,
      cheques: written.cheques,
      remittances: written.remittances,
      settlements: written.lease_settlements,
      journalLines: written.journal_lines,
      elapsedMs: Math.round(performance.now() - started),
    };
  });
}
