import type { Insertable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";
import { revokeUserRefreshTokens } from "./refresh-tokens.repository.ts";

/** The user who holds this phone now; a deleted sub-user has given it up. */
export const findUserByPhone = (db: Db, phone: string) =>
  db.selectFrom("users").selectAll().where("phone", "=", phone).where("deleted_at", "is", null).executeTakeFirst();

export const findUserById = (db: Db, id: string) => db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Boolean(row);
}

export const insertUser = (db: Db, row: Insertable<DB["users"]>) =>
  db.insertInto("users").values(row).returning("id").executeTakeFirstOrThrow();

export const setUserPasswordHash = (db: Db, id: string, passwordHash: string, at: Date) =>
  db.updateTable("users").set({ password_hash: passwordHash, updated_at: at }).where("id", "=", id).execute();

/** Sets one preference at path inside the user's prefs (jsonb_set), leaving the others as they are. */
export const setUserPref = (db: Db, id: string, path: readonly string[], value: unknown) =>
  db
    .updateTable("users")
    .set((eb) => ({ prefs: eb.fn("jsonb_set", ["prefs", eb.val(`{${path.join(",")}}`), eb.val(JSON.stringify(value))]) }))
    .where("id", "=", id)
    .execute();

/** Whether a session issued under `sessionVersion` may still act: the user is active, not deleted, and has not since ended their sessions. */
export async function sessionStillValid(db: Db, userId: string, sessionVersion: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .where("active", "=", true)
    .where("deleted_at", "is", null)
    .where("session_version", "=", sessionVersion)
    .executeTakeFirst();
  return Boolean(row);
}

/** Ends every session of the user: their access tokens stop working from the next request, their refresh tokens at once. */
export async function endUserSessions(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({ session_version: eb("session_version", "+", 1), updated_at: at }))
    .where("id", "=", userId)
    .execute();
  await revokeUserRefreshTokens(db, userId, at);
}
