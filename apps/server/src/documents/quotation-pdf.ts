import { formatSaudiPhone } from "@amlak/domain";
import type { DisplayOptions } from "./display.ts";
import { label } from "./labels.ts";
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

const slashed = (iso: string) => iso.replaceAll("-", "/");

/** A rent quotation (عرض سعر إيجار): the proposed terms and every payment they would schedule. */
export function renderQuotationPdf(quotation: QuotationDocument, options: DisplayOptions): Promise<Buffer> {
  const { lang } = options;
  return renderReportPdf(
    {
      title: label(lang, "rentQuotation"),
      organization: quotation.organization,
      filtersTitle: label(lang, "quotationDetails"),
      filters: [
        { label: label(lang, "prospect"), value: quotation.prospectName },
        ...(quotation.prospectPhone ? [{ label: label(lang, "phone"), value: formatSaudiPhone(quotation.prospectPhone) }] : []),
        { label: label(lang, "unit"), value: quotation.unit },
        { label: label(lang, "contractPeriod"), value: `${slashed(quotation.contractStart)} - ${slashed(quotation.contractEnd)}` },
        { label: label(lang, "paymentInterval"), value: label(lang, "intervalMonths", { months: quotation.intervalMonths }) },
        ...(quotation.validUntil ? [{ label: label(lang, "validUntil"), value: slashed(quotation.validUntil) }] : []),
      ],
      columns: [
        { key: "dueDate", label: label(lang, "dueDate"), kind: "date" },
        { key: "payment", label: label(lang, "payment"), kind: "text" },
        { key: "amount", label: label(lang, "amount"), kind: "money" },
      ],
      rows: quotation.rows,
      totals: { amount: quotation.total },
    },
    options,
  );
}
