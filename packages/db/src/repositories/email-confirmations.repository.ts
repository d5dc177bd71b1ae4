import type { Db } from "../client.ts";

export const insertEmailConfirmation = (db: Db, row: { user_id: string; email: string; token_hash: string; expires_at: Date }) =>
  db.insertInto("email_confirmations").values(row).execute();

export const findEmailConfirmation = (db: Db, tokenHash: string) =>
  db.selectFrom("email_confirmations").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();

/** Spends the link, only if nobody spent it first: false means it was already used. */
export async function spendEmailConfirmation(db: Db, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("email_confirmations")
    .set({ used_at: at })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Confirms the user's e-mail if it is still the address the link was sent to; false when the user has replaced it. */
export async function confirmUserEmail(db: Db, userId: string, email: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ email_confirmed_at: at })
    .where("id", "=", userId)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
