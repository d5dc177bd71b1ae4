import type { Db } from "../client.ts";

/** Shares a document with the portal or stops sharing it; undefined when the organization has no such document. */
export const setDocumentShared = (db: Db, id: string, shared: boolean) =>
  db.updateTable("documents").set({ shared_with_portal: shared }).where("id", "=", id).returning("id").executeTakeFirst();

/**
 * The documents shared with the portal user, newest first, with the unit or property they belong to. Which ones the
 * user may see is row-level security's (the portal_scope policy on documents), not this query's.
 */
export const listPortalDocuments = (db: Db) =>
  db
    .selectFrom("documents as d")
    .leftJoin("contracts as c", "c.id", "d.contract_id")
    .leftJoin("real_estates as re", (join) => join.on((eb) => eb("re.id", "=", eb.fn.coalesce("d.real_estate_id", "c.real_estate_id"))))
    .where("d.shared_with_portal", "=", true)
    .select(["d.id", "d.name", "d.kind", "d.size_bytes", "d.created_at", "d.attached_to", "re.title as real_estate_title"])
    .orderBy("d.created_at", "desc")
    .orderBy("d.id")
    .execute();
