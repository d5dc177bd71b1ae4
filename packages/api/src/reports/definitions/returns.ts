import { money, sub, toFixed2 } from "@amlak/money";
import type { ReportColumn } from "../report-definition.ts";

interface Returns {
  total_income: string;
  total_expenses: string;
  total_commission: string;
}

/**
 * The money columns the income and investment summaries share, each summed into the totals row; the net return is
 * what the lessor keeps: income less expenses less the manager's commission.
 */
export const RETURN_COLUMNS: readonly ReportColumn<Returns>[] = [
  { key: "total_income", labelKey: "reports.column.total_income", kind: "money", total: true },
  { key: "total_expenses", labelKey: "reports.column.total_expenses", kind: "money", total: true },
  { key: "total_commission", labelKey: "reports.column.total_commission", kind: "money", total: true },
  {
    key: "net_return",
    labelKey: "reports.column.net_return",
    kind: "money",
    total: true,
    cell: (row) => toFixed2(sub(sub(money(row.total_income), money(row.total_expenses)), money(row.total_commission))),
  },
];
