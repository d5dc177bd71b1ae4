import { sql, type Kysely } from "kysely";

// Each event records the schema version of its data, so the shape of an event type can change without rewriting
// the append-only log: readers bring older versions up to the current one (packages/ledger event-store/upcast.ts).
// Every row stored so far is version 1, the shape before event payloads became camelCase throughout. Adding a
// column with a constant default rewrites no row and fires no row trigger, so the append-only trigger is untouched.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table ledger_events add column schema_version smallint not null default 1 check (schema_version >= 1);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table ledger_events drop column schema_version;
  `.execute(db);
}
