export * from "./spreadsheet/index.ts";
export { amountInWords } from "./amount-in-words.ts";
export type { DisplayOptions } from "./display.ts";
export { renderTaxInvoicePdf, type InvoiceDocument, type InvoiceLine } from "./invoice-pdf.ts";
export type { Letterhead, Party } from "./pdf/letterhead.ts";
export { renderQuotationPdf, type QuotationDocument } from "./quotation-pdf.ts";
export { renderReceiptPdf, type ReceiptDocument } from "./receipt-pdf.ts";
export { renderReportPdf, type ReportColumn, type ReportColumnKind, type ReportDocument, type ReportRow } from "./report-pdf.ts";
