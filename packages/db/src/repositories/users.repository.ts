import type { Insertable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

export const findUserByPhone = (db: Db, phone: string) => db.selectFrom("users").selectAll().where("phone", "=", phone).executeTakeFirst();

export const findUserById = (db: Db, id: string) => db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
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
