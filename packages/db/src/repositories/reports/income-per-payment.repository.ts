import { sql } from "kysely";
import type { Db } from "../../client.ts";
import { COMMISSION, EXPENSE, INCOME, IS_COMMISSION, IS_DEPOSIT, IS_FEE, settledPayments, type ReportScope } from "./report-scope.ts";

/**
 * SPEC §3 Income per payment: every paid payment of the period that moves the lessor's return (income, expense or
 * commission; see report-scope.ts), in the order it was paid, with who received it and how.
 */
export function incomePerPayment(db: Db, scope: ReportScope) {
  return (
    settledPayments(db, scope)
      .where((eb) => eb.or([eb("p.direction", "=", "income"), eb.not(IS_COMMISSION)]))
      // Fees are the manager's and deposits the tenant's: neither moves the lessor's return.
      .where((eb) => eb.and([eb.not(IS_FEE), eb.not(IS_DEPOSIT)]))
      .select([
        "tenant.name as name",
        "re.title as title",
        "c.contract_start as contract_start",
        INCOME.as("income"),
        EXPENSE.as("expense"),
        COMMISSION.as("commission"),
        "p.comment as comment",
        "p.received_by as received_by_name",
        sql<string>`p.paid_date`.as("paid_at"),
        "p.method as method",
      ])
      .orderBy("p.paid_date")
      .orderBy("p.id")
  );
}
