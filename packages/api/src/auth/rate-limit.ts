import { sql } from "kysely";
import type { Db } from "@amlak/db";
import { AppError } from "@amlak/domain";

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  login: { max: 10, windowSeconds: 15 * 60 },
  otpSend: { max: 5, windowSeconds: 15 * 60 },
  verify: { max: 10, windowSeconds: 15 * 60 },
  demo: { max: 30, windowSeconds: 15 * 60 },
  signupAddress: { max: 10, windowSeconds: 15 * 60 },
  signupPhone: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/**
 * Counts a hit on key and refuses it when the window already holds max hits. Backed by the database so every instance
 * agrees; a per-key advisory lock makes count-then-insert one step, so a burst of parallel hits cannot overshoot max.
 */
export async function hit(db: Db, key: string, rule: RateRule, now: Date): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => hit(trx, key, rule, now));
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const row = await db
    .selectFrom("rate_limit_hits")
    .select([sql<string>`count(*)`.as("hits"), sql<Date | null>`min(at)`.as("oldest")])
    .where("key", "=", key)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  if (Number(row.hits) >= rule.max) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + rule.windowSeconds * 1000 - now.getTime()) / 1000));
    throw new AppError("rateLimited", { seconds });
  }
  await db.insertInto("rate_limit_hits").values({ key, at: now }).execute();
}
