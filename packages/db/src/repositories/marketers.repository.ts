import { sql, type ExpressionBuilder, type Insertable, type NotNull } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

/** The marketer whose promotion code this is, matched regardless of case (codes are unique that way). */
export const findMarketerByCode = (db: Db, code: string) =>
  db
    .selectFrom("marketers")
    .select(["id", "name", "code", "percent", "active"])
    .where((eb) => eb(eb.fn("lower", ["code"]), "=", code.toLowerCase()))
    .executeTakeFirst();

const MARKETER_COLUMNS = ["id", "name", "phone", "code", "percent", "active", "created_at"] as const;

/**
 * The subscriptions a marketer brought: paid for with their code (activated by a payment, whether still running,
 * expired, or replaced by an upgrade) and not refunded. A checkout never paid brought nothing; a refunded one gave the
 * money back.
 */
function brought(eb: ExpressionBuilder<DB, "subscriptions">) {
  return eb.and([
    eb("subscriptions.activated_at", "is not", null),
    eb.not(
      eb.exists(
        eb
          .selectFrom("subscription_refund_requests as refund")
          .select("refund.id")
          .whereRef("refund.subscription_id", "=", "subscriptions.id")
          .where("refund.status", "=", "approved"),
      ),
    ),
  ]);
}

/** Marketers with how many subscriptions they brought and what those paid (VAT included). */
const marketersWithWhatTheyBrought = (db: Db) =>
  db
    .selectFrom("marketers")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("subscriptions")
          .select((inner) => [
            "subscriptions.marketer_id",
            inner.fn.countAll<string>().as("count"),
            inner.fn.sum<string>("subscriptions.total").as("total"),
          ])
          .where("subscriptions.marketer_id", "is not", null)
          .where(brought)
          .groupBy("subscriptions.marketer_id")
          .as("brought"),
      (join) => join.onRef("brought.marketer_id", "=", "marketers.id"),
    )
    .select(MARKETER_COLUMNS.map((column) => `marketers.${column}` as const))
    .select((eb) => [
      eb.fn.coalesce("brought.count", sql<string>`0`).as("subscriptions_count"),
      eb.fn.coalesce("brought.total", sql<string>`0`).as("subscriptions_total"),
    ]);

export const listMarketers = (db: Db) =>
  marketersWithWhatTheyBrought(db).orderBy("marketers.created_at", "desc").orderBy("marketers.id").execute();

export const findMarketer = (db: Db, id: string) => marketersWithWhatTheyBrought(db).where("marketers.id", "=", id).executeTakeFirst();

/** Inserts the marketer, or nothing when another holds the code in any case (the unique index on lower(code)). */
export const insertMarketer = (db: Db, row: Insertable<DB["marketers"]>) =>
  db
    .insertInto("marketers")
    .values(row)
    .onConflict((conflict) => conflict.expression(sql`lower(code)`).doNothing())
    .returning("id")
    .executeTakeFirst();

export const setMarketerActive = (db: Db, id: string, active: boolean) =>
  db.updateTable("marketers").set({ active }).where("id", "=", id).returning("id").executeTakeFirst();

/** The subscriptions a marketer brought (see `brought`), newest first, across organizations (the owner's connection). */
export const listMarketerSubscriptions = (db: Db, marketerId: string) =>
  db
    .selectFrom("subscriptions")
    .innerJoin("organizations", "organizations.id", "subscriptions.org_id")
    .innerJoin("packages", "packages.code", "subscriptions.package_code")
    .select([
      "subscriptions.id",
      "organizations.title as organization",
      "subscriptions.package_code",
      "packages.name_ar as package_name_ar",
      "packages.name_en as package_name_en",
      "subscriptions.billing",
      "subscriptions.status",
      "subscriptions.total",
      "subscriptions.activated_at",
    ])
    .where("subscriptions.marketer_id", "=", marketerId)
    .where(brought)
    .$narrowType<{ activated_at: NotNull }>()
    .orderBy("subscriptions.activated_at", "desc")
    .orderBy("subscriptions.id")
    .execute();
