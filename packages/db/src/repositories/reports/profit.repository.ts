import { sql } from "kysely";
import type { Db } from "../../client.ts";
import { COMMISSION_PAID_OUT, IS_COMMISSION, IS_FEE, MANAGER_REVENUE, settledPayments, type ReportScope } from "./report-scope.ts";

/**
 * Profit report (the property manager's own result, SPEC §2 Financial reports (Property manager)): per contract, the
 * commissions and one-time fees the manager was paid in the period (revenue) and the commissions the manager paid out to agents and
 * brokers (expenses), amounts without VAT. Rent, services and property expenses belong to the lessor, not here.
 */
export function profitByContract(db: Db, scope: ReportScope) {
  return settledPayments(db, scope)
    .where(sql<boolean>`${IS_COMMISSION} or ${IS_FEE}`)
    .groupBy(["c.id", "re.id", "tenant.name", "re.title", "c.contract_start"])
    .select([
      "tenant.name as name",
      "re.title as title",
      "c.contract_start as contract_start",
      sql<string>`sum(${MANAGER_REVENUE})`.as("total_commission"),
      sql<string>`sum(${COMMISSION_PAID_OUT})`.as("total_expenses"),
    ])
    .orderBy("re.title")
    .orderBy("c.contract_start")
    .execute();
}
