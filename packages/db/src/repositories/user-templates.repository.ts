import type { Db } from "../client.ts";

type TemplateFields = { title: string; content: string };

const COLUMNS = ["id", "template_type", "title", "content", "updated_at"] as const;

const withContractCount = (db: Db) =>
  db
    .selectFrom("user_templates as t")
    .select(COLUMNS.map((column) => `t.${column}` as const))
    .select((eb) =>
      eb.selectFrom("contracts as c").select(eb.fn.countAll<string>().as("n")).whereRef("c.terms_template_id", "=", "t.id").as("contracts"),
    );

/** The organization's templates of one kind (row-level security), oldest first, with how many contracts use each. */
export const listUserTemplates = (db: Db, templateType: string) =>
  withContractCount(db).where("t.template_type", "=", templateType).orderBy("t.created_at").orderBy("t.id").execute();

export const findUserTemplate = (db: Db, id: string) => withContractCount(db).where("t.id", "=", id).executeTakeFirst();

/**
 * A template named by terms about to be signed, share-locked until the signing commits, so an edit or delete that
 * would change the terms of the contract being signed waits for it (and then sees the contract).
 */
export const findUserTemplateForSigning = (db: Db, id: string) =>
  db.selectFrom("user_templates").select("id").where("id", "=", id).forShare().executeTakeFirst();

/** How many contracts were signed on a template, with the template locked against signings meanwhile; undefined when it does not exist. */
export async function lockUserTemplate(db: Db, id: string): Promise<number | undefined> {
  const row = await db.selectFrom("user_templates").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  const used = await db
    .selectFrom("contracts")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("terms_template_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(used.n);
}

/**
 * How many templates of the kind the organization has, counted under a lock on the organization's row: parallel
 * creates queue here, so each counts the ones committed before it and a limit checked on the count holds.
 */
export async function countUserTemplatesLocked(db: Db, orgId: string, templateType: string): Promise<number> {
  await db.selectFrom("organizations").select("id").where("id", "=", orgId).forNoKeyUpdate().execute();
  const row = await db
    .selectFrom("user_templates")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("template_type", "=", templateType)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertUserTemplate = async (db: Db, row: TemplateFields & { org_id: string; template_type: string }) => ({
  ...(await db.insertInto("user_templates").values(row).returning(COLUMNS).executeTakeFirstOrThrow()),
  contracts: "0",
});

export const updateUserTemplate = async (db: Db, id: string, fields: TemplateFields, at: Date) => ({
  ...(await db
    .updateTable("user_templates")
    .set({ ...fields, updated_at: at })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()),
  contracts: "0",
});

export const deleteUserTemplate = async (db: Db, id: string): Promise<boolean> =>
  (await db.deleteFrom("user_templates").where("id", "=", id).executeTakeFirst()).numDeletedRows > 0n;
