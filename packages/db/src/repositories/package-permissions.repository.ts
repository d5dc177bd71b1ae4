import type { Db } from "../client.ts";

/** Every package with its description, cheapest first (staff configuration reads them across organizations). */
export const listPackages = (db: Db) =>
  db.selectFrom("packages").select(["code", "name_ar", "name_en", "description_ar", "description_en"]).orderBy("sort").execute();

/** Every permission of every package, granted or not (`active`). */
export const listPackagePermissions = (db: Db) =>
  db
    .selectFrom("package_permissions")
    .select(["id", "package_code", "entity", "code", "active", "is_numerical", "value"])
    .orderBy("id")
    .execute();

/** A package's permissions, locked until the transaction ends so a save checks and writes the same rows. */
export const lockPackagePermissions = (db: Db, packageCode: string) =>
  db
    .selectFrom("package_permissions")
    .select(["id", "entity", "code", "is_numerical"])
    .where("package_code", "=", packageCode)
    .forUpdate()
    .execute();

export const updatePackagePermission = (db: Db, id: number, change: { active: boolean; value: number | null }) =>
  db.updateTable("package_permissions").set(change).where("id", "=", id).execute();
