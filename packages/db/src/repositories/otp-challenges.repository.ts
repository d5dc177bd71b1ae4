import type { Db } from "../client.ts";
import type { PendingSignup } from "../json-columns.ts";

export type OtpPurpose = "login" | "signup" | "reset" | "add_user" | "change_phone" | "portal";

export const insertOtpChallenge = (
  db: Db,
  row: {
    id: string;
    purpose: OtpPurpose;
    phone: string;
    user_id: string | null;
    pending_signup: PendingSignup | null;
    /** Who signs in to the portal (purpose portal only). */
    portal_role: "tenant" | "owner" | null;
    code_hash: string;
    expires_at: Date;
  },
) =>
  db
    .insertInto("otp_challenges")
    .values({ ...row, pending_signup: row.pending_signup ? JSON.stringify(row.pending_signup) : null })
    .execute();

export const findOtpChallenge = (db: Db, id: string) => db.selectFrom("otp_challenges").selectAll().where("id", "=", id).executeTakeFirst();

/**
 * Spends one attempt of a live challenge (unconsumed, unexpired, attempts left) in the one statement that checks it is
 * live, so parallel tries cannot spend more than maxAttempts; undefined when the challenge is not live.
 */
export const spendOtpAttempt = (db: Db, id: string, purposes: readonly OtpPurpose[], now: Date, maxAttempts: number) =>
  db
    .updateTable("otp_challenges")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("purpose", "in", purposes)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", now)
    .where("attempts", "<", maxAttempts)
    .returningAll()
    .executeTakeFirst();

/** Marks the challenge consumed, only if nobody consumed it first; false means it was already consumed. */
export async function markOtpConsumed(db: Db, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("otp_challenges")
    .set({ consumed_at: at })
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The newest live challenge of `purpose` that `issuedBy` requested for `phone` (a code matched by phone, not by id). */
export const findLiveChallengeByPhone = (db: Db, input: { purpose: OtpPurpose; phone: string; issuedBy: string; now: Date }) =>
  db
    .selectFrom("otp_challenges")
    .selectAll()
    .where("purpose", "=", input.purpose)
    .where("phone", "=", input.phone)
    .where("user_id", "=", input.issuedBy)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", input.now)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
