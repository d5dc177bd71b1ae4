import type { PaymentMethod } from "@amlak/schemas";
import { translate } from "@amlak/i18n";
import { amountInWords } from "./amount-in-words.ts";
import { displayMoney, documentDateFields, type DisplayOptions } from "./display.ts";
import { PdfDocument } from "./pdf/document.ts";
import { drawLetterhead, type Letterhead } from "./pdf/letterhead.ts";
import { drawPanels } from "./pdf/panels.ts";
import { drawSignatures } from "./pdf/signatures.ts";

export interface ReceiptDocument {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  organization: Letterhead;
  receivedFrom: string;
  /** Decimal string, "12345.67". */
  amount: string;
  paymentMethod: PaymentMethod;
  /** Transfer, cheque or card reference. */
  reference?: string;
  /** What the money settles: contract, unit, instalment. */
  purpose: string;
  receivedBy: string;
  notes?: string;
}

/** The printable cash receipt (سند قبض): amount in figures and in words, what it settles, and signatures. */
export async function renderReceiptPdf(receipt: ReceiptDocument, options: DisplayOptions): Promise<Buffer> {
  const { lang } = options;
  const title = translate(lang, "document.receipt.title");
  const doc = new PdfDocument(lang, { title: `${title} ${receipt.number}` });
  drawLetterhead(doc, receipt.organization);
  doc.title(title);
  const heading = [
    { label: translate(lang, "document.receipt.number"), value: receipt.number, emphasis: true },
    ...documentDateFields(translate(lang, "document.receipt.date"), receipt.date, options),
  ];
  const payment = [
    { label: translate(lang, "document.amount"), value: displayMoney(receipt.amount, lang), emphasis: true },
    { label: translate(lang, "document.receipt.paymentMethod"), value: translate(lang, `document.paymentMethod.${receipt.paymentMethod}`) },
    { label: translate(lang, "document.receipt.reference"), value: receipt.reference },
  ];
  drawPanels(doc, [{ fields: heading }, { fields: payment }]);
  const details = [
    { label: translate(lang, "document.receipt.receivedFrom"), value: receipt.receivedFrom },
    { label: translate(lang, "document.receipt.amountInWords"), value: amountInWords(receipt.amount, lang) },
    { label: translate(lang, "document.receipt.purpose"), value: receipt.purpose },
    { label: translate(lang, "document.receipt.notes"), value: receipt.notes },
  ];
  drawPanels(doc, [{ fields: details }], { labelShare: 0.2 });
  doc.y += 12;
  drawSignatures(doc, [
    { label: translate(lang, "document.receipt.receivedBy"), name: receipt.receivedBy },
    { label: translate(lang, "document.receipt.signature") },
    { label: translate(lang, "document.receipt.stamp") },
  ]);
  return doc.toBuffer();
}
