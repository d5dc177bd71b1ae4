import type { Insertable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

type NewCard = Omit<Insertable<DB["payment_cards"]>, "is_default">;

const CARD_COLUMNS = ["id", "name", "brand", "last_four", "expiry", "is_default", "created_at"] as const;

/** The organization's saved cards, the default first, then the newest. */
export const listPaymentCards = (db: Db) =>
  db.selectFrom("payment_cards").select(CARD_COLUMNS).orderBy("is_default", "desc").orderBy("created_at", "desc").execute();

/**
 * Keeps a card the gateway saved as a token; the organization's first card becomes its default. Saving the same
 * token again (the payer's return and the webhook both settle the payment) changes nothing.
 */
export async function savePaymentCard(db: Db, card: NewCard): Promise<void> {
  const hasDefault = await db.selectFrom("payment_cards").select("id").where("is_default", "=", true).executeTakeFirst();
  await db
    .insertInto("payment_cards")
    .values({ ...card, is_default: !hasDefault })
    .onConflict((conflict) => conflict.column("token").doNothing())
    .execute();
}

/** Makes the card the organization's default; false when it has no such card. */
export async function makeDefaultPaymentCard(db: Db, id: string): Promise<boolean> {
  const card = await db.selectFrom("payment_cards").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
  if (!card) return false;
  await db.updateTable("payment_cards").set({ is_default: false }).where("is_default", "=", true).where("id", "!=", id).execute();
  await db.updateTable("payment_cards").set({ is_default: true }).where("id", "=", id).execute();
  return true;
}

/** Forgets a card; when it was the default, the newest remaining card takes its place. False when there is no such card. */
export async function deletePaymentCard(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("payment_cards").where("id", "=", id).returning("is_default").executeTakeFirst();
  if (!deleted) return false;
  if (deleted.is_default) {
    const newest = await db.selectFrom("payment_cards").select("id").orderBy("created_at", "desc").limit(1).executeTakeFirst();
    if (newest) await db.updateTable("payment_cards").set({ is_default: true }).where("id", "=", newest.id).execute();
  }
  return true;
}

/** Whether the organization renews its paid periods with its default card. */
export const findAutomaticRenewal = async (db: Db, orgId: string) =>
  (await db.selectFrom("organizations").select("automatic_renewal").where("id", "=", orgId).executeTakeFirst())?.automatic_renewal;
