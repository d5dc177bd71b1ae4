export { writeSpreadsheet, type SpreadsheetColumn, type SpreadsheetValue } from "./spreadsheet/index.ts";
export { writeCsv } from "./spreadsheet/csv.ts";
export { readSpreadsheet, UnreadableSpreadsheet, type SheetData } from "./spreadsheet/read.ts";
export { writeImportTemplate } from "./spreadsheet/template.ts";
export { renderTaxInvoicePdf } from "./invoice-pdf.ts";
export { renderSubscriptionInvoicePdf } from "./subscription-invoice-pdf.ts";
export { renderQuotationPdf } from "./quotation-pdf.ts";
export { renderReceiptPdf } from "./receipt-pdf.ts";
export { renderReportPdf } from "./report-pdf.ts";
