import type { Db } from "../client.ts";

export const insertQuotation = (
  db: Db,
  row: {
    org_id: string;
    real_estate_id: string;
    prospect_name: string;
    prospect_phone: string | null;
    valid_until: string | null;
    terms: object;
    created_by: string;
  },
) =>
  db
    .insertInto("rent_quotations")
    .values({ ...row, terms: JSON.stringify(row.terms) })
    .returning("id")
    .executeTakeFirstOrThrow();

export const listQuotations = (db: Db) =>
  db
    .selectFrom("rent_quotations")
    .innerJoin("real_estates", "real_estates.id", "rent_quotations.real_estate_id")
    .select([
      "rent_quotations.id",
      "prospect_name",
      "prospect_phone",
      "valid_until",
      "rent_quotations.created_at",
      "real_estates.title as real_estate_title",
    ])
    .orderBy("rent_quotations.created_at", "desc")
    .execute();

/** The quotation with the unit it is for, as printed. */
export const findQuotation = (db: Db, id: string) =>
  db
    .selectFrom("rent_quotations")
    .innerJoin("real_estates", "real_estates.id", "rent_quotations.real_estate_id")
    .select([
      "rent_quotations.id",
      "rent_quotations.real_estate_id",
      "prospect_name",
      "prospect_phone",
      "valid_until",
      "terms",
      "rent_quotations.created_at",
      "real_estates.title as real_estate_title",
      "real_estates.city",
    ])
    .where("rent_quotations.id", "=", id)
    .executeTakeFirst();

/** False when there was no such quotation. */
export async function deleteQuotation(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("rent_quotations").where("id", "=", id).executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}
