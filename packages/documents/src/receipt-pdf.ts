import { money } from "@amlak/money";
import type { PaymentMethod } from "@amlak/schemas";
import { translate } from "@amlak/i18n";
import { amountInWords } from "./amount-in-words.ts";
import { displayDate, displayMoney, documentDateFields, type DisplayOptions } from "./display.ts";
import { PdfDocument } from "./pdf/document.ts";
import { drawLetterhead, type Letterhead } from "./pdf/letterhead.ts";
import { drawPanels } from "./pdf/panels.ts";
import { drawSignatures } from "./pdf/signatures.ts";
import { drawTable } from "./pdf/table.ts";

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
  /** What the money settles: contract, unit, instalment; a voucher's receipt says so, its lines follow. */
  purpose: string;
  receivedBy: string;
  notes?: string;
  /** A collection voucher's: each instalment it paid, worded by the caller, and the advance it left on account. */
  voucher?: { lines: { description: string; dueDate: string | null; amount: string }[]; advance: string };
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
  if (receipt.voucher) drawVoucherLines(doc, receipt.amount, receipt.voucher, options);
  doc.y += 12;
  drawSignatures(doc, [
    { label: translate(lang, "document.receipt.receivedBy"), name: receipt.receivedBy },
    { label: translate(lang, "document.receipt.signature") },
    { label: translate(lang, "document.receipt.stamp") },
  ]);
  return doc.toBuffer();
}

/** What a voucher paid, line by line, the advance it left and the whole amount received. */
function drawVoucherLines(
  doc: PdfDocument,
  amount: string,
  voucher: NonNullable<ReceiptDocument["voucher"]>,
  options: DisplayOptions,
): void {
  const { lang } = options;
  const rows = voucher.lines.map((line) => [
    line.description,
    line.dueDate ? displayDate(line.dueDate, options) : "",
    displayMoney(line.amount, lang),
  ]);
  if (money(voucher.advance).gt(0)) rows.push([translate(lang, "document.receipt.advance"), "", displayMoney(voucher.advance, lang)]);
  doc.y += 8;
  drawTable(
    doc,
    [
      { label: translate(lang, "document.receipt.line.description"), align: "start", weight: 3 },
      { label: translate(lang, "document.receipt.line.dueDate"), align: "numeric", weight: 1.4 },
      { label: translate(lang, "document.receipt.line.amount"), align: "numeric", weight: 1.4 },
    ],
    rows,
    [translate(lang, "document.receipt.total"), "", displayMoney(amount, lang)],
  );
}
