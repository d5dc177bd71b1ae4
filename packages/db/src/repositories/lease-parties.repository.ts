import type { Db } from "../client.ts";

// What a lease or a quotation names, read to check that each is the organization's and of the right kind.

/** The real estate a lease or quotation is for: its kind (only a unit can be leased) and its lessor. */
export const findLeasedEstate = (db: Db, realEstateId: string) =>
  db.selectFrom("real_estates").select(["kind", "lessor_id"]).where("id", "=", realEstateId).executeTakeFirst();

/** The contact named as tenant or lessor, with its type. */
export const findLeaseParty = (db: Db, contactId: string) =>
  db.selectFrom("contacts").select("type").where("id", "=", contactId).executeTakeFirst();
