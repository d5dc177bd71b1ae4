import { investmentByProperty } from "@amlak/db";
import { defineReport } from "../report-definition.ts";
import { RETURN_COLUMNS } from "./returns.ts";
import { scopeOf } from "./scope.ts";

/** SPEC §3 Investment: per property, with its lessor, the paid income, expenses and commission of the period and the net return. */
export const investmentReport = defineReport({
  name: "INVESTMENT_REPORT",
  path: "/reports/investment",
  rows: (trx, run) => investmentByProperty(trx, scopeOf(run), { showAll: run.filters.show_all_summary ?? false }),
  columns: [
    { key: "name", labelKey: "reports.column.lessor", kind: "text" },
    { key: "title", labelKey: "reports.column.property", kind: "text" },
    { key: "contract_start", labelKey: "reports.column.contract_start", kind: "date" },
    ...RETURN_COLUMNS,
  ],
});
