import type { Db } from "../client.ts";

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
