import type { Db } from "@amlak/db";
import { sql } from "kysely";
import { toStoredEvent } from "./event-store/stream-io.ts";
import { ledgerProjections } from "./projections/ledger-projections.ts";
import { PaymentStates } from "./projections/payment-states.ts";
import { projectEvents } from "./projections/projection.ts";

const BATCH = 5_000;

/** Children before parents: payments reference contracts. */
const READ_MODELS = ["journal_lines", "receipts", "invoices", "payments", "contracts", "document_sequences"] as const;

export interface RebuildResult {
  events: number;
  contracts: number;
  payments: number;
  invoices: number;
  receipts: number;
  journalLines: number;
  elapsedMs: number;
}

/**
 * Empties every read model of the ledger and replays all events through the inline projections, in one
 * transaction as the schema owner (so every organization's rows). The sequences are set to the highest numbers
 * issued, which is where live allocation left them, since numbers have no gaps.
 */
export async function rebuildReadModels(owner: Db): Promise<RebuildResult> {
  const started = performance.now();
  return owner.transaction().execute(async (trx) => {
    // Commands wait until the rebuild commits, so none projects an event the replay also projects, or misses one.
    await sql`lock table ${sql.join(READ_MODELS.map((table) => sql.table(table)))} in exclusive mode`.execute(trx);
    for (const table of READ_MODELS) await trx.deleteFrom(table).execute();

    const payments = PaymentStates.replay();
    let events = 0;
    let after = "0";
    for (;;) {
      const rows = await trx
        .selectFrom("ledger_events")
        .selectAll()
        .where("position", ">", after)
        .orderBy("position")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      await projectEvents(trx, ledgerProjections, rows.map(toStoredEvent), payments);
      events += rows.length;
      after = rows[rows.length - 1]!.position;
    }

    await sql`
      insert into document_sequences (org_id, kind, last_value)
      select org_id, 'invoice', max(number) from invoices group by org_id
      union all
      select org_id, 'receipt', max(number) from receipts group by org_id
    `.execute(trx);

    const count = async (table: (typeof READ_MODELS)[number]) =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select(sql<string>`count(*)`.as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      events,
      contracts: await count("contracts"),
      payments: await count("payments"),
      invoices: await count("invoices"),
      receipts: await count("receipts"),
      journalLines: await count("journal_lines"),
      elapsedMs: Math.round(performance.now() - started),
    };
  });
}
