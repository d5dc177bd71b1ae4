import { commissionPayments } from "@amlak/db";
import { defineReport } from "../report-definition.ts";
import { paymentStatus, scopeOf } from "./scope.ts";

/** SPEC §3 Commission payments: the manager's commissions due in the period, by status (All, pending, paid). */
export const commissionPaymentsReport = defineReport({
  name: "COMMISSION_PAYMENTS_REPORT",
  path: "/reports/payments/commissionPaymentsReport",
  rows: (trx, run) => commissionPayments(trx, scopeOf(run), { status: run.filters.payment_status }),
  columns: [
    { key: "title", labelKey: "reports.column.property", kind: "text" },
    { key: "name", labelKey: "reports.column.payer", kind: "text" },
    { key: "comment", labelKey: "reports.column.comment", kind: "text" },
    { key: "amount", labelKey: "reports.column.amount", kind: "money", total: true },
    { key: "payment_status", labelKey: "reports.column.payment_status", kind: "text", cell: paymentStatus },
    { key: "due_date", labelKey: "reports.column.due_date", kind: "date" },
  ],
});
