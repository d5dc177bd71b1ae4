import type { Db } from "../client.ts";

export const insertOrganization = (db: Db, id: string) => db.insertInto("organizations").values({ id }).execute();

/**
 * The organization's name and registration details, as printed on its letterhead and its tax invoices, and whether
 * it is VAT-registered (only then does it charge VAT and issue tax invoices).
 */
export const findOrganizationProfile = (db: Db, id: string) =>
  db
    .selectFrom("organizations")
    .select(["title", "vat_no", "vat_registered", "commercial_registration_no", "address", "phone"])
    .where("id", "=", id)
    .executeTakeFirst();

export const findOrganizationPreferences = (db: Db, id: string) =>
  db.selectFrom("organizations").select("preferences").where("id", "=", id).executeTakeFirst();
