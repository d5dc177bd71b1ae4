import type { PaymentMethod } from "@amlak/domain";
import { amountInWords } from "./amount-in-words.ts";
import { displayMoney, documentDateFields, type DisplayOptions } from "./display.ts";
import { label } from "./labels.ts";
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
  const title = label(lang, "receipt");
  const doc = new PdfDocument(lang, { title: `${title} ${receipt.number}` });
  drawLetterhead(doc, receipt.organization);
  doc.title(title);
  const heading = [
    { label: label(lang, "receiptNo"), value: receipt.number, emphasis: true },
    ...documentDateFields(label(lang, "date"), receipt.date, options),
  ];
  const payment = [
    { label: label(lang, "amount"), value: displayMoney(receipt.amount, lang), emphasis: true },
    { label: label(lang, "paymentMethod"), value: label(lang, receipt.paymentMethod) },
    { label: label(lang, "reference"), value: receipt.reference },
  ];
  drawPanels(doc, [{ fields: heading }, { fields: payment }]);
  const details = [
    { label: label(lang, "receivedFrom"), value: receipt.receivedFrom },
    { label: label(lang, "amountInWords"), value: amountInWords(receipt.amount, lang) },
    { label: label(lang, "purpose"), value: receipt.purpose },
    { label: label(lang, "notes"), value: receipt.notes },
  ];
  drawPanels(doc, [{ fields: details }], { labelShare: 0.2 });
  doc.y += 12;
  drawSignatures(doc, [
    { label: label(lang, "receivedBy"), name: receipt.receivedBy },
    { label: label(lang, "signature") },
    { label: label(lang, "stamp") },
  ]);
  return doc.toBuffer();
}
