import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "@amlak/db";
import { measure, type Throughput } from "./throughput.ts";

/**
 * The plain single-row INSERT ceiling: a table with ledger_events' columns (identity key, no other index,
 * trigger or row-level security), one autocommitted INSERT per row of a real PaymentMarkedPaid event's size.
 */
export async function prepareInsertCeiling(owner: Db): Promise<void> {
  await sql`
    create table if not exists bench_insert_ceiling (
      position bigint generated always as identity primary key,
      org_id uuid not null,
      stream_id text not null,
      stream_version int not null,
      type text not null,
      data jsonb not null,
      meta jsonb not null default '{}',
      recorded_at timestamptz not null default now()
    )`.execute(owner);
}

export async function measureInsertCeiling(owner: Db, url: string, writers: number, seconds: number): Promise<Throughput> {
  const sample = await owner
    .selectFrom("ledger_events")
    .select(["org_id", "stream_id", "data", "meta"])
    .where("type", "=", "PaymentMarkedPaid")
    .limit(1)
    .executeTakeFirstOrThrow();
  const data = JSON.stringify(sample.data);
  const meta = JSON.stringify(sample.meta);
  const pool = new pg.Pool({ connectionString: url, max: writers });
  let version = 0;
  try {
    return await measure(writers, seconds, async () => {
      await pool.query(
        "insert into bench_insert_ceiling (org_id, stream_id, stream_version, type, data, meta) values ($1, $2, $3, $4, $5, $6)",
        [sample.org_id, `payment:${randomUUID()}`, ++version, "PaymentMarkedPaid", data, meta],
      );
      return true;
    });
  } finally {
    await pool.end();
  }
}
