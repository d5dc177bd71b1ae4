import { sql, type Kysely } from "kysely";

// The whole app's request limit held by the database (issue #22), so that every instance counts the same requests: a
// row per client key, its window starting at the key's first request. Unlogged: a count is worth nothing after a crash, and a request must not wait for
// its count to reach the disk.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table request_counts (
      key text not null,
      window_start timestamptz not null,
      hits integer not null,
      primary key (key)
    );
    grant select, insert, update on request_counts to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table request_counts`.execute(db);
}
