import type { Insertable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

/**
 * The organization's newest subscription that has started by `today` (RLS scopes it to the caller's organization).
 * Checkouts never paid (pending, failed, rejected, or canceled before activation) are attempts, not subscriptions.
 */
export const latestSubscription = (db: Db, today: string) =>
  db
    .selectFrom("subscriptions")
    .innerJoin("packages", "packages.code", "subscriptions.package_code")
    .select([
      "subscriptions.id",
      "subscriptions.package_code",
      "packages.name_ar",
      "packages.name_en",
      "packages.monthly_price",
      "subscriptions.status",
      "subscriptions.trial",
      "subscriptions.billing",
      "subscriptions.start_date",
      "subscriptions.end_date",
      "subscriptions.total",
    ])
    .where("subscriptions.start_date", "<=", today)
    .where((eb) =>
      eb.or([
        eb("subscriptions.status", "in", ["activated", "expired"]),
        eb.and([eb("subscriptions.status", "=", "canceled"), eb("subscriptions.activated_at", "is not", null)]),
      ]),
    )
    .orderBy("subscriptions.start_date", "desc")
    .orderBy("subscriptions.created_at", "desc")
    .executeTakeFirst();

export const packagePermissionRows = (db: Db, packageCode: string) =>
  db
    .selectFrom("package_permissions")
    .select(["entity", "code", "is_numerical", "value"])
    .where("package_code", "=", packageCode)
    .where("active", "=", true)
    .orderBy("entity")
    .orderBy("code")
    .execute();

export const insertSubscription = (db: Db, row: Insertable<DB["subscriptions"]>) => db.insertInto("subscriptions").values(row).execute();

export const findPackageNames = (db: Db, packageCode: string) =>
  db.selectFrom("packages").select(["name_ar", "name_en"]).where("code", "=", packageCode).executeTakeFirstOrThrow();
