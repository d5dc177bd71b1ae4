import type { findInvoice } from "@amlak/db";
import { formatDate, readPaymentLineDescription, type DateType } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { money } from "@amlak/money";

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

interface Reader {
  lang: Lang;
  dateType: DateType;
}

/**
 * A line as its reader reads it. The ledger describes a payment's line in no language ("rent 2026-02-01", stored
 * so in every invoice issued), and it reads in the reader's words and calendar: "Rent — due 2026/02/01",
 * "الإيجار — استحقاق 1447/08/13 هـ". Any other description is the reader's already and reads as written.
 */
export function invoiceLineText(description: string, reader: Reader): string {
  const line = readPaymentLineDescription(description);
  if (!line) return description;
  return translate(reader.lang, "document.invoice.line.payment", {
    type: translate(reader.lang, `booksScreen.paymentType.${line.category}`),
    date: formatDate(line.dueDate, reader),
  });
}

/** The invoice as answered and printed: amounts as Money, and its lines in the reader's words and calendar. */
export function invoiceOutput(row: InvoiceRow, reader: Reader) {
  const { org_id: _org, total_without_vat, vat_total, total, lines, ...invoice } = row;
  return {
    ...invoice,
    lines: lines.map((line) => ({ ...line, description: invoiceLineText(line.description, reader) })),
    total_without_vat: money(total_without_vat),
    vat_total: money(vat_total),
    total: money(total),
  };
}
