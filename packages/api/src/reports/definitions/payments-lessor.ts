import { listLessorPayments } from "@amlak/db";
import { defineReport } from "../report-definition.ts";
import { paymentMethod, paymentStatus, receivedBy } from "./scope.ts";

/**
 * SPEC §3 Payments lessor: the lessor's live payments due in the period, one line each with its amount (VAT included),
 * status and, once paid, when, how and (with show_received_by) by whom it was received. Commissions are left out for
 * the roles that do not see them.
 */
export const paymentsLessorReport = defineReport({
  name: "PAYMENTS_LESSOR_REPORT",
  path: "/reports/payments/payments_Lessor",
  rows: (trx, { orgId, lang, filters, seesCommissions }) =>
    listLessorPayments(trx, orgId, lang, { ...filters, withCommissions: seesCommissions }),
  columns: [
    { key: "title", labelKey: "reports.column.property", kind: "text" },
    { key: "name", labelKey: "reports.column.tenant", kind: "text" },
    { key: "payment_type", labelKey: "reports.column.payment_type", kind: "text" },
    { key: "comment", labelKey: "reports.column.comment", kind: "text" },
    { key: "amount", labelKey: "reports.column.amount", kind: "money", total: true },
    { key: "payment_status", labelKey: "reports.column.payment_status", kind: "text", cell: paymentStatus },
    { key: "due_date", labelKey: "reports.column.due_date", kind: "date" },
    { key: "contact", labelKey: "reports.column.contact", kind: "phone" },
    { key: "received_by_name", labelKey: "reports.column.received_by_name", kind: "text", cell: receivedBy },
    { key: "paid_at", labelKey: "reports.column.paid_at", kind: "date" },
    { key: "payment_method_name", labelKey: "reports.column.payment_method_name", kind: "text", cell: paymentMethod },
  ],
});
