import { sql } from "kysely";
import type { Db } from "../../client.ts";
import { COMMISSION, EXPENSE, INCOME, settledPayments, type ReportScope, type ReturnRow } from "./report-scope.ts";

/** The start of each property's latest contract (cancelled ones aside). */
const LATEST_START = sql<string | null>`(
  select max(lc.contract_start) from contracts lc
  where lc.org_id = re.org_id and lc.real_estate_id = re.id and lc.cancelled_on is null
)`;

/**
 * SPEC §3 Investment report: per property (a unit, or a compound's own payments), what the period's paid payments
 * returned, with the property's lessor and the start of its latest contract. With `showAll`, the scope's properties
 * without movement are listed too, at zero.
 */
export async function investmentByProperty(db: Db, scope: ReportScope, { showAll }: { showAll: boolean }): Promise<ReturnRow[]> {
  const moved = await settledPayments(db, scope)
    .where("re.id", "is not", null)
    .leftJoin("contacts as lessor", (join) => join.onRef("lessor.id", "=", "re.lessor_id").onRef("lessor.org_id", "=", "re.org_id"))
    .groupBy(["re.id", "re.org_id", "lessor.name", "re.title"])
    .select([
      "re.id as real_estate_id",
      "lessor.name as name",
      "re.title as title",
      LATEST_START.as("contract_start"),
      sql<string>`sum(${INCOME})`.as("total_income"),
      sql<string>`sum(${EXPENSE})`.as("total_expenses"),
      sql<string>`sum(${COMMISSION})`.as("total_commission"),
    ])
    .having(sql<boolean>`sum(${INCOME}) <> 0 or sum(${EXPENSE}) <> 0 or sum(${COMMISSION}) <> 0`)
    .execute();
  const idle = showAll ? await scopedUnits(db, scope) : [];
  const movedIds = new Set(moved.map((row) => row.real_estate_id));
  const rows = [
    ...moved,
    ...idle
      .filter((row) => !movedIds.has(row.real_estate_id))
      .map((row) => ({ ...row, total_income: "0", total_expenses: "0", total_commission: "0" })),
  ];
  return rows.sort((a, b) => (a.title ?? "").localeCompare(b.title ?? "")).map(({ real_estate_id: _id, ...row }) => row);
}

/** The scope's units (a unit, a compound's units, or all), with their lessor and latest contract start. */
function scopedUnits(db: Db, scope: ReportScope) {
  let query = db
    .selectFrom("real_estates as re")
    .leftJoin("contacts as lessor", (join) => join.onRef("lessor.id", "=", "re.lessor_id").onRef("lessor.org_id", "=", "re.org_id"))
    .where("re.org_id", "=", scope.orgId)
    .where("re.kind", "=", "unit");
  if (scope.lessor) query = query.where("re.lessor_id", "=", scope.lessor);
  if (scope.realEstateId)
    query = query.where((eb) => eb.or([eb("re.id", "=", scope.realEstateId!), eb("re.parent_id", "=", scope.realEstateId!)]));
  return query.select(["re.id as real_estate_id", "lessor.name as name", "re.title as title", LATEST_START.as("contract_start")]).execute();
}
