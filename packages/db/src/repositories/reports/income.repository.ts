import { sql } from "kysely";
import type { Db } from "../../client.ts";
import { COMMISSION, EXPENSE, INCOME, scopedContracts, settledPayments, type ReportScope, type ReturnRow } from "./report-scope.ts";

/**
 * SPEC §3 Income report: per contract, what the period's paid payments brought the lessor (see report-scope.ts for
 * the figures). Paid payments on a property outside any contract make a line of their own with no tenant. With
 * `showAll`, the scope's contracts without movement are listed too, at zero.
 */
export async function incomeByContract(db: Db, scope: ReportScope, { showAll }: { showAll: boolean }): Promise<ReturnRow[]> {
  const moved = await settledPayments(db, scope)
    .groupBy(["c.id", "re.id", "tenant.name", "re.title", "c.contract_start"])
    .select([
      "c.id as contract_id",
      "tenant.name as name",
      "re.title as title",
      "c.contract_start as contract_start",
      sql<string>`sum(${INCOME})`.as("total_income"),
      sql<string>`sum(${EXPENSE})`.as("total_expenses"),
      sql<string>`sum(${COMMISSION})`.as("total_commission"),
    ])
    .having(sql<boolean>`sum(${INCOME}) <> 0 or sum(${EXPENSE}) <> 0 or sum(${COMMISSION}) <> 0`)
    .execute();
  const idle = showAll
    ? await scopedContracts(db, scope)
        .select(["c.id as contract_id", "tenant.name as name", "re.title as title", "c.contract_start as contract_start"])
        .execute()
    : [];
  const movedIds = new Set(moved.map((row) => row.contract_id));
  const rows = [
    ...moved,
    ...idle
      .filter((row) => !movedIds.has(row.contract_id))
      .map((row) => ({ ...row, total_income: "0", total_expenses: "0", total_commission: "0" })),
  ];
  return rows
    .sort((a, b) => (a.title ?? "").localeCompare(b.title ?? "") || (a.contract_start ?? "").localeCompare(b.contract_start ?? ""))
    .map(({ contract_id: _id, ...row }) => row);
}
