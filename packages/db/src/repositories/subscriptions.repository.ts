import type { Insertable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

/** The organization's newest subscription that has started by `today` (RLS scopes it to the caller's organization). */
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
    ])
    .where("subscriptions.start_date", "<=", today)
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
