import { sql, type Kysely } from "kysely";

// The trial-ending and renewal SMS reminders (issue #19): one row per subscription and kind, written in the same
// transaction as the SMS outbox row, so a repeated run, a retry or a second worker sends each reminder once. Only the
// jobs (the owner connection) write or read it: amlak_app gets no grant. The jobs look across organizations for the
// running subscriptions by their dates, so that index is not led by org_id.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table subscription_reminders (
      subscription_id uuid not null references subscriptions (id),
      kind text not null check (kind in ('trial_ending', 'renewal')),
      sent_at timestamptz not null,
      primary key (subscription_id, kind)
    );
    create index subscriptions_running_idx on subscriptions (end_date) where status in ('activated', 'upcoming');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop index subscriptions_running_idx;
    drop table subscription_reminders;
  `.execute(db);
}
