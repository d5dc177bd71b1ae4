import type { Db } from "../client.ts";

/** Who holds a refresh token: a member (their user), or a portal user (a phone and a role). */
export type RefreshTokenHolder = { user_id: string } | { portal_phone: string; portal_role: "tenant" | "owner" };

export const insertRefreshToken = (db: Db, row: RefreshTokenHolder & { family_id: string; token_hash: string; expires_at: Date }) =>
  db.insertInto("refresh_tokens").values(row).returning("id").executeTakeFirstOrThrow();

export const findRefreshToken = (db: Db, tokenHash: string) =>
  db.selectFrom("refresh_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();

export const revokeFamily = (db: Db, familyId: string, at: Date) =>
  db.updateTable("refresh_tokens").set({ revoked_at: at }).where("family_id", "=", familyId).where("revoked_at", "is", null).execute();

/** Marks the token replaced, only if nobody else rotated it first; false means it was already used. */
export async function markReplaced(db: Db, id: string, replacedBy: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("refresh_tokens")
    .set({ revoked_at: at, replaced_by: replacedBy })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export const deleteRefreshToken = (db: Db, tokenHash: string) =>
  db.deleteFrom("refresh_tokens").where("token_hash", "=", tokenHash).execute();

/** Revokes every live refresh token of the user: every session ends. */
export const revokeUserRefreshTokens = (db: Db, userId: string, at: Date) =>
  db.updateTable("refresh_tokens").set({ revoked_at: at }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
