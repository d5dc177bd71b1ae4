import type { Db } from "../client.ts";

export const listDrafts = (db: Db) =>
  db
    .selectFrom("contract_drafts")
    .select(["id", "terms", "status", "contract_id", "created_at", "updated_at"])
    .orderBy("created_at", "desc")
    .execute();

export const insertDraft = (db: Db, row: { org_id: string; terms: object; created_by: string }) =>
  db
    .insertInto("contract_drafts")
    .values({ ...row, terms: JSON.stringify(row.terms) })
    .returning("id")
    .executeTakeFirstOrThrow();

export const findDraft = (db: Db, id: string) => db.selectFrom("contract_drafts").selectAll().where("id", "=", id).executeTakeFirst();

/** The draft, its row locked until the transaction ends: of two transactions converting it, the second waits and sees the first's outcome. */
export const lockDraftForUpdate = (db: Db, id: string) =>
  db.selectFrom("contract_drafts").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();

export const updateDraftTerms = (db: Db, id: string, terms: object, at: Date) =>
  db
    .updateTable("contract_drafts")
    .set({ terms: JSON.stringify(terms), updated_at: at })
    .where("id", "=", id)
    .execute();

export const cancelDraft = (db: Db, id: string, at: Date) =>
  db.updateTable("contract_drafts").set({ status: "cancelled", updated_at: at }).where("id", "=", id).execute();

export const markDraftConverted = (db: Db, id: string, contractId: string, at: Date) =>
  db.updateTable("contract_drafts").set({ status: "converted", contract_id: contractId, updated_at: at }).where("id", "=", id).execute();

export const deleteDraft = (db: Db, id: string) => db.deleteFrom("contract_drafts").where("id", "=", id).execute();
