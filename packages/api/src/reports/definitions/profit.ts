import { profitByContract } from "@amlak/db";
import { money, sub, toFixed2 } from "@amlak/money";
import { defineReport } from "../report-definition.ts";
import { scopeOf } from "./scope.ts";

/**
 * Profit (the property manager's own result): per contract, the commissions paid to the manager in the period, the
 * commissions the manager paid out to agents and brokers, and the profit between them; amounts without VAT.
 */
export const profitReport = defineReport({
  name: "PROFIT_REPORT",
  path: "/reports/payments/profitReport",
  rows: (trx, run) => profitByContract(trx, scopeOf(run)),
  columns: [
    { key: "title", labelKey: "reports.column.property", kind: "text" },
    { key: "name", labelKey: "reports.column.tenant", kind: "text" },
    { key: "contract_start", labelKey: "reports.column.contract_start", kind: "date" },
    { key: "total_commission", labelKey: "reports.column.commission_revenue", kind: "money", total: true },
    { key: "total_expenses", labelKey: "reports.column.commission_expenses", kind: "money", total: true },
    {
      key: "profit",
      labelKey: "reports.column.profit",
      kind: "money",
      total: true,
      cell: (row) => toFixed2(sub(money(row.total_commission), money(row.total_expenses))),
    },
  ],
});
