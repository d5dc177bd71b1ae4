import { incomePerPayment } from "@amlak/db";
import type { TReportFilters } from "@amlak/schemas";
import type { ReportDefinition } from "../report-definition.ts";
import { scopeOf } from "./scope.ts";

/**
 * SPEC §3 Income per payment: each paid payment of the period as income, expense or commission, with its comment,
 * how it was paid and, with show_received_by, who received it.
 */
export const incomePerPaymentReport: ReportDefinition<TReportFilters> = {
  name: "INCOME_REPORT_DETAILS",
  path: "/reports/income/per-payment",
  columns: [
    { key: "name", labelKey: "reports.column.tenant", kind: "text" },
    { key: "title", labelKey: "reports.column.property", kind: "text" },
    { key: "contract_start", labelKey: "reports.column.contract_start", kind: "date" },
    { key: "income", labelKey: "reports.column.income", kind: "money", total: true },
    { key: "expense", labelKey: "reports.column.expense", kind: "money", total: true },
    { key: "commission", labelKey: "reports.column.commission", kind: "money", total: true },
    { key: "comment", labelKey: "reports.column.comment", kind: "text" },
    { key: "received_by_name", labelKey: "reports.column.received_by_name", kind: "text" },
    { key: "paid_at", labelKey: "reports.column.paid_at", kind: "date" },
    { key: "payment_method_name", labelKey: "reports.column.payment_method_name", kind: "text" },
  ],
  rows: async (trx, run) =>
    (await incomePerPayment(trx, scopeOf(run))).map(({ method, received_by_name, ...row }) => ({
      ...row,
      received_by_name: run.filters.show_received_by ? received_by_name : null,
      payment_method_name: method && run.text(`document.paymentMethod.${method}`),
    })),
};
