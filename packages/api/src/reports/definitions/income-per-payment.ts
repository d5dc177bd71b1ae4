import { incomePerPayment } from "@amlak/db";
import { defineReport } from "../report-definition.ts";
import { paymentMethod, receivedBy, scopeOf } from "./scope.ts";

/**
 * SPEC §3 Income per payment: each paid payment of the period as income, expense or commission, with its comment,
 * how it was paid and, with show_received_by, who received it.
 */
export const incomePerPaymentReport = defineReport({
  name: "INCOME_REPORT_DETAILS",
  path: "/reports/income/per-payment",
  rows: (trx, run) => incomePerPayment(trx, scopeOf(run)),
  columns: [
    { key: "name", labelKey: "reports.column.tenant", kind: "text" },
    { key: "title", labelKey: "reports.column.property", kind: "text" },
    { key: "contract_start", labelKey: "reports.column.contract_start", kind: "date" },
    { key: "income", labelKey: "reports.column.income", kind: "money", total: true },
    { key: "expense", labelKey: "reports.column.expense", kind: "money", total: true },
    { key: "commission", labelKey: "reports.column.commission", kind: "money", total: true },
    { key: "comment", labelKey: "reports.column.comment", kind: "text" },
    { key: "received_by_name", labelKey: "reports.column.received_by_name", kind: "text", cell: receivedBy },
    { key: "paid_at", labelKey: "reports.column.paid_at", kind: "date" },
    { key: "payment_method_name", labelKey: "reports.column.payment_method_name", kind: "text", cell: paymentMethod },
  ],
});
