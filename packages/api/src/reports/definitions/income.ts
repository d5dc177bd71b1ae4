import { incomeByContract } from "@amlak/db";
import { defineReport } from "../report-definition.ts";
import { RETURN_COLUMNS } from "./returns.ts";
import { scopeOf } from "./scope.ts";

/** SPEC §3 Income: per contract, the lessor's paid income, expenses and commission of the period and the net return. */
export const incomeReport = defineReport({
  name: "INCOME_REPORT",
  path: "/reports/income",
  rows: (trx, run) => incomeByContract(trx, scopeOf(run), { showAll: run.filters.show_all_summary ?? false }),
  columns: [
    { key: "name", labelKey: "reports.column.tenant", kind: "text" },
    { key: "title", labelKey: "reports.column.property", kind: "text" },
    { key: "contract_start", labelKey: "reports.column.contract_start", kind: "date" },
    ...RETURN_COLUMNS,
  ],
});
