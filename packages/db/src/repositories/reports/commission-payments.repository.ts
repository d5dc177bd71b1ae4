import { sql } from "kysely";
import type { Db } from "../../client.ts";
import { IS_COMMISSION, scopedPayments, type ReportScope } from "./report-scope.ts";

/**
 * SPEC §3 Commission payments: the manager's commissions to collect (income payments of a commission type) whose due
 * date falls in the period, pending, paid or both, with who pays each (the tenant, or the lessor out of the rent) and
 * the amount due with VAT.
 */
export function commissionPayments(db: Db, scope: ReportScope, { status }: { status: "All" | "pending" | "paid" }) {
  let query = scopedPayments(db, scope)
    .leftJoin("contacts as lessor", (join) =>
      join.on(sql<boolean>`lessor.id = coalesce(c.lessor_id, re.lessor_id)`).onRef("lessor.org_id", "=", "p.org_id"),
    )
    .where(IS_COMMISSION)
    .where("p.direction", "=", "income")
    .where("p.status", "in", status === "All" ? ["pending", "paid"] : [status]);
  if (scope.startDate) query = query.where("p.due_date", ">=", scope.startDate);
  if (scope.endDate) query = query.where("p.due_date", "<=", scope.endDate);
  return query
    .select([
      "re.title as title",
      sql<string | null>`case when p.party = 'lessor' then lessor.name else tenant.name end`.as("name"),
      "p.comment as comment",
      sql<string>`p.price + p.vat`.as("amount"),
      sql<"pending" | "paid">`p.status`.as("payment_status"),
      "p.due_date as due_date",
    ])
    .orderBy("p.due_date")
    .orderBy("p.id");
}
