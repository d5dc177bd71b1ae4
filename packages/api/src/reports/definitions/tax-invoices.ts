import { listTaxInvoices } from "@amlak/db";
import { documentNumber } from "@amlak/schemas";
import { defineReport } from "../report-definition.ts";

/**
 * SPEC §3 Tax invoice: the tax invoices, and the credit and debit notes, issued in the period (Riyadh days), numbered as
 * printed (INV-000012, CN-000003), with their totals (a credit note's negative) and the seller's commercial
 * registration and VAT numbers printed on them; totals add up the VAT return.
 */
export const taxInvoiceReport = defineReport({
  name: "TAX_INVOICE_REPORT",
  path: "/reports/tax/overall",
  rows: (trx, { orgId, filters }) => listTaxInvoices(trx, orgId, filters),
  columns: [
    { key: "tenant_name", labelKey: "reports.column.tenant", kind: "text" },
    { key: "property", labelKey: "reports.column.property", kind: "text" },
    { key: "due_date", labelKey: "reports.column.due_date", kind: "date" },
    {
      key: "invoice_number",
      labelKey: "reports.column.invoice_number",
      kind: "text",
      cell: (row) => documentNumber(row.document, row.number),
    },
    { key: "invoice_date", labelKey: "reports.column.invoice_date", kind: "date" },
    { key: "total_price_without_vat", labelKey: "reports.column.total_price_without_vat", kind: "money", total: true },
    { key: "vat_amount", labelKey: "reports.column.vat_amount", kind: "money", total: true },
    { key: "total_price", labelKey: "reports.column.total_price", kind: "money", total: true },
    { key: "commercial_registration_no", labelKey: "reports.column.commercial_registration_no", kind: "text" },
    { key: "vat_no", labelKey: "reports.column.vat_no", kind: "text" },
  ],
});
