import { sql } from "kysely";
import type { Db } from "../client.ts";
import { agreementColumns, type AgreementTerms } from "./owners.repository.ts";

/** The terms of a property's own management agreement, as the lessor's are saved. */
type PropertyAgreementRow = AgreementTerms & { realEstateId: string };

/** A property's own management agreement, if one was set. */
export function findPropertyAgreement(db: Db, realEstateId: string) {
  return db
    .selectFrom("property_management_agreements")
    .select([
      "real_estate_id as realEstateId",
      "fee_kind as feeKind",
      "fee_value as feeValue",
      "expense_categories as expenseCategories",
      sql<string>`effective_from`.as("effectiveFrom"),
    ])
    .where("real_estate_id", "=", realEstateId)
    .executeTakeFirst();
}

/** Sets (or replaces) a property's own management agreement. */
export async function savePropertyAgreement(db: Db, row: PropertyAgreementRow): Promise<void> {
  const values = agreementColumns(row);
  await db
    .insertInto("property_management_agreements")
    .values({ org_id: row.orgId, real_estate_id: row.realEstateId, ...values })
    .onConflict((conflict) => conflict.columns(["org_id", "real_estate_id"]).doUpdateSet(values))
    .execute();
}

/** Removes a property's own agreement: its units fall under the lessor's again. */
export async function removePropertyAgreement(db: Db, realEstateId: string): Promise<void> {
  await db.deleteFrom("property_management_agreements").where("real_estate_id", "=", realEstateId).execute();
}

/**
 * A lessor's properties — the compound, or the unit standing alone, of each unit that is theirs or on one of their
 * contracts (as the owner's payments are found) — each with its own agreement's terms, or nulls where the lessor's
 * applies; by name.
 */
export function listOwnerProperties(db: Db, lessorId: string) {
  const unitsOf = sql`(select coalesce(re.parent_id, re.id) from real_estates re where re.lessor_id = ${lessorId}
    union select coalesce(re.parent_id, re.id) from contracts c
      join real_estates re on re.id = c.real_estate_id and re.org_id = c.org_id where c.lessor_id = ${lessorId})`;
  return db
    .selectFrom("real_estates as p")
    .leftJoin("property_management_agreements as a", (join) =>
      join.onRef("a.org_id", "=", "p.org_id").onRef("a.real_estate_id", "=", "p.id"),
    )
    .select([
      "p.id",
      "p.title",
      "a.fee_kind as feeKind",
      "a.fee_value as feeValue",
      "a.expense_categories as expenseCategories",
      sql<string | null>`a.effective_from`.as("effectiveFrom"),
    ])
    .where(sql<boolean>`p.id in ${unitsOf}`)
    .orderBy("p.title")
    .orderBy("p.id")
    .execute();
}
