import { sql, type Kysely } from "kysely";

// Keys are kept 30 days and purged daily across every organization (apps/server/src/jobs): the purge finds them by
// age alone, so this index leads with created_at rather than org_id. Answers are now stored as superjson ({ json, meta })
// so a replay gives Decimals and Dates back; the plain JSON answers stored before become superjson without meta.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index idempotency_keys_created_at_idx on idempotency_keys (created_at);
    update idempotency_keys set response = jsonb_build_object('json', response);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update idempotency_keys set response = coalesce(response -> 'json', 'null');
    drop index idempotency_keys_created_at_idx;
  `.execute(db);
}
