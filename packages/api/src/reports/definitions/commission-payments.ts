import { commissionPayments } from "@amlak/db";
import type { TReportFilters } from "@amlak/schemas";
import type { ReportDefinition } from "../report-definition.ts";
import { scopeOf } from "./scope.ts";

/** SPEC §3 Commission payments: the manager's commissions due in the period, by status (All, pending, paid). */
export const commissionPaymentsReport: ReportDefinition<TReportFilters> = {
  name: "COMMISSION_PAYMENTS_REPORT",
  path: "/reports/payments/commissionPaymentsReport",
  columns: [
    { key: "title", labelKey: "reports.column.property", kind: "text" },
    { key: "name", labelKey: "reports.column.payer", kind: "text" },
    { key: "comment", labelKey: "reports.column.comment", kind: "text" },
    { key: "amount", labelKey: "reports.column.amount", kind: "money", total: true },
    { key: "payment_status", labelKey: "reports.column.payment_status", kind: "text" },
    { key: "due_date", labelKey: "reports.column.due_date", kind: "date" },
  ],
  rows: async (trx, run) =>
    (await commissionPayments(trx, scopeOf(run), { status: run.filters.payment_status })).map((row) => ({
      ...row,
      payment_status: run.text(`reportsScreen.paymentStatus.${row.payment_status}`),
    })),
};
