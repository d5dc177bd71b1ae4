import { sql } from "kysely";
import type { Db } from "../client.ts";

/** Serializes hits on key until the transaction ends (db must be a transaction; outside one the lock ends with the statement). */
export async function lockRateLimitKey(db: Db, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

/** How many hits key had after `since`, and when the oldest and the latest of them were. */
export const countRateLimitHits = (db: Db, key: string, since: Date) =>
  db
    .selectFrom("rate_limit_hits")
    .select([sql<string>`count(*)`.as("hits"), sql<Date | null>`min(at)`.as("oldest"), sql<Date | null>`max(at)`.as("latest")])
    .where("key", "=", key)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();

export const insertRateLimitHit = (db: Db, key: string, at: Date) => db.insertInto("rate_limit_hits").values({ key, at }).execute();

/**
 * Counts one request of `key` at `now` in its window of `windowMs`, which starts at the key's first request and again at
 * its first request after the window ended (what @fastify/rate-limit's own store does in memory): the window's count
 * so far, this request included, and when the window started.
 */
export async function countRequest(db: Db, key: string, now: Date, windowMs: number): Promise<{ hits: number; since: Date }> {
  const open = sql<boolean>`request_counts.window_start > ${new Date(now.getTime() - windowMs)}`;
  return db
    .insertInto("request_counts")
    .values({ key, window_start: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql`case when ${open} then request_counts.hits + 1 else 1 end`,
        window_start: sql`case when ${open} then request_counts.window_start else excluded.window_start end`,
      }),
    )
    .returning(["hits", "window_start as since"])
    .executeTakeFirstOrThrow();
}

/** Longer than any window that reads the hits: the longest, a sign-in pair's memory of its failures, is a day. */
const HIT_RETENTION_MS = 2 * 86_400_000;
const PURGE_BATCH = 5000;

/** Deletes the hits no limit reads any more, a batch at a time (the table has no key: by ctid). Answers how many. */
export async function purgeOldRateLimitHits(owner: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - HIT_RETENTION_MS);
  let purged = 0;
  for (;;) {
    const { numAffectedRows } = await sql`
      delete from rate_limit_hits where ctid in (select ctid from rate_limit_hits where at < ${before} limit ${PURGE_BATCH})
    `.execute(owner);
    const deleted = Number(numAffectedRows ?? 0);
    purged += deleted;
    if (deleted < PURGE_BATCH) return purged;
  }
}

/** Deletes the request counts of windows that ended before `now`: a key's next request starts a new one anyway. */
export async function purgeEndedRequestCounts(owner: Db, now: Date, windowMs: number): Promise<number> {
  const { numDeletedRows } = await owner
    .deleteFrom("request_counts")
    .where("window_start", "<", new Date(now.getTime() - windowMs))
    .executeTakeFirst();
  return Number(numDeletedRows);
}
