import { countRateLimitHits, insertRateLimitHit, lockRateLimitKey, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  currentPassword: { max: 10, windowSeconds: 15 * 60 },
  otpSend: { max: 5, windowSeconds: 15 * 60 },
  verify: { max: 10, windowSeconds: 15 * 60 },
  demo: { max: 30, windowSeconds: 15 * 60 },
  signupAddress: { max: 10, windowSeconds: 15 * 60 },
  signupPhone: { max: 5, windowSeconds: 15 * 60 },
  maintenanceRequest: { max: 10, windowSeconds: 24 * 60 * 60 },
  publicSupportMessage: { max: 5, windowSeconds: 60 * 60 },
  emailConfirmation: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/**
 * Counts a hit on key and refuses it when the window already holds max hits. Backed by the database so every instance
 * agrees; a per-key advisory lock makes count-then-insert one step, so a burst of parallel hits cannot overshoot max.
 */
export async function hit(db: Db, key: string, rule: RateRule, now: Date): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => hit(trx, key, rule, now));
  await lockRateLimitKey(db, key);
  const row = await countRateLimitHits(db, key, new Date(now.getTime() - rule.windowSeconds * 1000));
  if (Number(row.hits) >= rule.max) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + rule.windowSeconds * 1000 - now.getTime()) / 1000));
    throw new AppError("rateLimited", { seconds });
  }
  await insertRateLimitHit(db, key, now);
}
