import { money, sub, toFixed2 } from "@amlak/money";
import type { ReportColumn } from "../report-definition.ts";

/** The money columns the income, investment and profit summaries share, each summed into the totals row. */
export const RETURN_COLUMNS: readonly ReportColumn[] = [
  { key: "total_income", labelKey: "reports.column.total_income", kind: "money", total: true },
  { key: "total_expenses", labelKey: "reports.column.total_expenses", kind: "money", total: true },
  { key: "total_commission", labelKey: "reports.column.total_commission", kind: "money", total: true },
  { key: "net_return", labelKey: "reports.column.net_return", kind: "money", total: true },
];

/** What the lessor keeps: income less expenses less the manager's commission. */
export function withNetReturn<Row extends { total_income: string; total_expenses: string; total_commission: string }>(row: Row) {
  const net = sub(sub(money(row.total_income), money(row.total_expenses)), money(row.total_commission));
  return { ...row, net_return: toFixed2(net) };
}
