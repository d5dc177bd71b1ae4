import { countRateLimitHits, insertRateLimitHit, lockRateLimitKey, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { hit } from "./rate-limit.ts";

export interface SignInLimits {
  /** Wrong passwords for one phone from one address before each further try must wait 1 s, 2 s, 4 s … */
  freeFailures: number;
  /** The longest of those waits. */
  maxDelaySeconds: number;
  /** Tries from one address, whatever the phone, per 15 minutes. */
  perAddress: number;
  /** Tries for one phone, from every address together, per 15 minutes: the ceiling of an attack from many addresses. */
  perPhone: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { freeFailures: 3, maxDelaySeconds: 900, perAddress: 50, perPhone: 100 };

const WINDOW_SECONDS = 15 * 60;
/** How long a phone and address pair's failures count, so the waits of a slow attack keep growing up to the longest. */
const PAIR_MEMORY_SECONDS = 24 * 60 * 60;

const failuresKey = (phone: string, ip: string) => `signIn:${phone}@${ip}`;
const signedInKey = (phone: string, ip: string) => `signedIn:${phone}@${ip}`;
const secondsBefore = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * Counts a password try for phone from ip, or refuses it (rateLimited, nothing counted). The owner's own address is a
 * pair of its own: an attacker elsewhere slows only his own pair, and locks the owner out only past the per-phone
 * ceiling. One transaction takes the keys' advisory locks always in the same order (pair, address, phone).
 */
export async function admitSignIn(db: Db, limits: SignInLimits, phone: string, ip: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await spaceFailures(trx, limits, phone, ip, now);
    await hit(trx, `signInAddress:${ip}`, { max: limits.perAddress, windowSeconds: WINDOW_SECONDS }, now);
    await hit(trx, `signInPhone:${phone}`, { max: limits.perPhone, windowSeconds: WINDOW_SECONDS }, now);
  });
}

/** The right password from ip: the pair's earlier tries (recorded at `now` or before) stop counting as failures. */
export const forgetSignInFailures = (db: Db, phone: string, ip: string, now: Date) => insertRateLimitHit(db, signedInKey(phone, ip), now);

/**
 * Every try is recorded as a failure before the password is checked (so a parallel burst cannot pass the count), and a
 * signed-in mark after a right one ends the count. Past freeFailures, a try must come 2^(n − freeFailures) seconds after
 * the last one.
 */
async function spaceFailures(trx: Db, limits: SignInLimits, phone: string, ip: string, now: Date) {
  const key = failuresKey(phone, ip);
  await lockRateLimitKey(trx, key);
  const memory = secondsBefore(now, PAIR_MEMORY_SECONDS);
  const { latest: signedIn } = await countRateLimitHits(trx, signedInKey(phone, ip), memory);
  const failures = await countRateLimitHits(trx, key, signedIn ? new Date(signedIn) : memory);
  const count = Number(failures.hits);
  if (count >= limits.freeFailures && failures.latest) {
    const waitSeconds = Math.min(limits.maxDelaySeconds, 2 ** (count - limits.freeFailures));
    const remaining = new Date(failures.latest).getTime() + waitSeconds * 1000 - now.getTime();
    if (remaining > 0) throw new AppError("rateLimited", { seconds: Math.ceil(remaining / 1000) });
  }
  await insertRateLimitHit(trx, key, now);
}
