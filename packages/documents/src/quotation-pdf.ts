import { formatSaudiPhone } from "@amlak/schemas";
import { translate } from "@amlak/i18n";
import { displayDate, type DisplayOptions } from "./display.ts";
import type { Letterhead } from "./pdf/letterhead.ts";
import { renderReportPdf } from "./report-pdf.ts";

export interface QuotationDocument {
  organization: Letterhead;
  prospectName: string;
  prospectPhone: string | null;
  unit: string;
  contractStart: string;
  contractEnd: string;
  intervalMonths: number;
  validUntil: string | null;
  /** The schedule the terms make, with each payment's category already named in the document's language. */
  rows: { dueDate: string; payment: string; amount: string }[];
  total: string;
}

/** A rent quotation (عرض سعر إيجار): the proposed terms and every payment they would schedule. */
export function renderQuotationPdf(quotation: QuotationDocument, options: DisplayOptions): Promise<Buffer> {
  const { lang } = options;
  return renderReportPdf(
    {
      title: translate(lang, "document.quotation.title"),
      organization: quotation.organization,
      filtersTitle: translate(lang, "document.quotation.details"),
      filters: [
        { label: translate(lang, "document.quotation.prospect"), value: quotation.prospectName },
        ...(quotation.prospectPhone
          ? [{ label: translate(lang, "document.party.phone"), value: formatSaudiPhone(quotation.prospectPhone) }]
          : []),
        { label: translate(lang, "document.quotation.unit"), value: quotation.unit },
        {
          label: translate(lang, "document.quotation.contractPeriod"),
          value: `${displayDate(quotation.contractStart, options)} - ${displayDate(quotation.contractEnd, options)}`,
        },
        {
          label: translate(lang, "document.quotation.paymentInterval"),
          value: translate(lang, "document.quotation.intervalMonths", { count: quotation.intervalMonths }),
        },
        ...(quotation.validUntil
          ? [{ label: translate(lang, "document.quotation.validUntil"), value: displayDate(quotation.validUntil, options) }]
          : []),
      ],
      columns: [
        { key: "dueDate", label: translate(lang, "document.quotation.dueDate"), kind: "date" },
        { key: "payment", label: translate(lang, "document.quotation.payment"), kind: "text" },
        { key: "amount", label: translate(lang, "document.amount"), kind: "money" },
      ],
      rows: quotation.rows,
      totals: { amount: quotation.total },
    },
    options,
  );
}
