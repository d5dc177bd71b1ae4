import { sql } from "kysely";
import type { Db } from "../client.ts";

/** Serializes hits on key until the transaction ends (db must be a transaction; outside one the lock ends with the statement). */
export async function lockRateLimitKey(db: Db, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

/** How many hits key had after `since`, and when the oldest of them was. */
export const countRateLimitHits = (db: Db, key: string, since: Date) =>
  db
    .selectFrom("rate_limit_hits")
    .select([sql<string>`count(*)`.as("hits"), sql<Date | null>`min(at)`.as("oldest")])
    .where("key", "=", key)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();

export const insertRateLimitHit = (db: Db, key: string, at: Date) => db.insertInto("rate_limit_hits").values({ key, at }).execute();
