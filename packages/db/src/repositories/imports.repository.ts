import type { Db } from "../client.ts";

// What an imported workbook may name: the organization's contacts, compounds and units, and the periods its units
// are leased for. Read inside the caller's transaction, so row-level security keeps them to its organization.

/** Every contact by name, phones and national id, to resolve a unit's lessor or a contract's tenant named in a file. */
export const findImportContacts = (db: Db, orgId: string) =>
  db
    .selectFrom("contacts")
    .select(["id", "type", "name", "phone", "alternative_phone", "national_id"])
    .where("org_id", "=", orgId)
    .orderBy("id")
    .execute();

/** Every compound and unit with its compound and lessor, to resolve a unit or compound named in a file. */
export const findImportRealEstates = (db: Db, orgId: string) =>
  db
    .selectFrom("real_estates")
    .select(["id", "kind", "title as name", "parent_id", "lessor_id"])
    .where("org_id", "=", orgId)
    .orderBy("id")
    .execute();

/** The periods the units are leased for (the one lease rule, effective_leases), to find a lease a file would overlap. */
export const findImportLeases = (db: Db, orgId: string) =>
  db.selectFrom("effective_leases").select(["real_estate_id", "starts", "ends"]).where("org_id", "=", orgId).orderBy("starts").execute();
