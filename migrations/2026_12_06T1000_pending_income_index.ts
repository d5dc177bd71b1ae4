import { sql, type Kysely } from "kysely";

// The properties list shows each real estate's earliest unpaid income (issue #22, docs/performance.md "API edge"):
// no index reached pending payments by real estate, so every row of the list scanned every pending payment of the
// organization (about 0.2 ms a row at 1,200 payments, half of a 211-row list's time).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index payments_pending_income_idx on payments (real_estate_id, due_date) where status = 'pending' and direction = 'income';
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payments_pending_income_idx`.execute(db);
}
