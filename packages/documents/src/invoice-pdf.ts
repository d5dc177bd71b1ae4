import { translate } from "@amlak/i18n";
import QRCode from "qrcode";
import { displayDate, displayMoney, displayRate, documentDateFields, riyadhDateTime, type DisplayOptions } from "./display.ts";
import { PdfDocument } from "./pdf/document.ts";
import { drawLetterhead, partyFields, type Letterhead, type Party } from "./pdf/letterhead.ts";
import { drawPanels } from "./pdf/panels.ts";
import { drawTable, type TableColumn } from "./pdf/table.ts";

// The shapes follow the ledger's InvoiceIssued event, so its data passes straight in once the number is formatted and
// the lines worded.
// Amounts are decimal strings ("1150.00") exactly as the ledger recorded them; the document never recomputes them.
interface InvoiceLine {
  /** Printed as written, so in the document's language: the caller words it (a ledger line: the API's invoiceOutput). */
  description: string;
  quantity: number;
  unitPrice: string;
  /** "0.15" for 15%. */
  vatRate: string;
  vat: string;
  /** Including VAT. */
  total: string;
}

export interface InvoiceDocument {
  /** A tax invoice for a VAT-registered buyer, a simplified tax invoice otherwise; a credit or debit note corrects one. */
  kind: "tax" | "simplified" | "creditNote" | "debitNote";
  number: string;
  /** The number of the invoice a credit or debit note corrects. */
  credits?: string;
  /** The day that invoice was issued (YYYY-MM-DD, Riyadh). */
  creditsDate?: string;
  /** Why the note was issued, in the reader's words. */
  reason?: string;
  /** ISO timestamp, printed as the date and time in Riyadh. */
  issuedAt: string;
  seller: Letterhead;
  /** A simplified invoice may have no named buyer. */
  buyer?: Party;
  lines: InvoiceLine[];
  totalWithoutVat: string;
  vatTotal: string;
  total: string;
  /** ZATCA phase-1 QR content: base64 of the TLV (seller, VAT number, timestamp, total, VAT), built by the ledger. */
  qr: string;
}

const QR_SIZE = 104;

/** The printable tax invoice (فاتورة ضريبية) with its ZATCA QR code. */
export async function renderTaxInvoicePdf(invoice: InvoiceDocument, options: DisplayOptions): Promise<Buffer> {
  const { lang } = options;
  const title = translate(lang, `document.invoice.title.${invoice.kind}`);
  const doc = new PdfDocument(lang, { title: `${title} ${invoice.number}` });
  drawLetterhead(doc, invoice.seller);
  doc.title(title);
  const issued = riyadhDateTime(invoice.issuedAt);
  const words = wordsOf(invoice);
  const details = {
    title: translate(lang, `${words}.details`),
    fields: [
      { label: translate(lang, `${words}.number`), value: invoice.number, emphasis: true },
      ...documentDateFields(translate(lang, "document.invoice.issueDate"), issued.date, options),
      { label: translate(lang, "document.invoice.issueTime"), value: issued.time },
      { label: translate(lang, `${words}.credits`), value: invoice.credits },
      {
        label: translate(lang, "document.creditNote.invoiceDate"),
        value: invoice.creditsDate && displayDate(invoice.creditsDate, options),
      },
      { label: translate(lang, "document.creditNote.reason"), value: invoice.reason },
    ],
  };
  const buyer = invoice.buyer && {
    title: translate(lang, "document.invoice.buyer"),
    fields: [{ label: translate(lang, "document.party.name"), value: invoice.buyer.name }, ...partyFields(lang, invoice.buyer)],
  };
  drawPanels(doc, buyer ? [details, buyer] : [details]);
  drawTable(
    doc,
    lineColumns(doc),
    invoice.lines.map((line) => lineCells(line, options)),
  );
  doc.y += 10;
  drawTotalsBesideQr(doc, invoice, await QRCode.toBuffer(invoice.qr, { errorCorrectionLevel: "M", margin: 1, scale: 6 }));
  return doc.toBuffer();
}

/** A credit or debit note names its parts in its own words ("Credit note number", "Total credited"). */
const wordsOf = (invoice: InvoiceDocument) =>
  invoice.kind === "creditNote" ? "document.creditNote" : invoice.kind === "debitNote" ? "document.debitNote" : "document.invoice";

function lineColumns(doc: PdfDocument): TableColumn[] {
  const column = (key: string, weight: number, align: TableColumn["align"] = "numeric") => ({
    label: translate(doc.lang, key),
    weight,
    align,
  });
  return [
    column("document.invoice.line.description", 3, "start"),
    column("document.invoice.line.quantity", 1.2, "center"),
    column("document.invoice.line.unitPrice", 1.6),
    column("document.invoice.line.vatRate", 1.1, "center"),
    column("document.invoice.line.vatAmount", 1.5),
    column("document.invoice.line.totalWithVat", 1.8),
  ];
}

function lineCells(line: InvoiceLine, options: DisplayOptions): string[] {
  const { lang } = options;
  return [
    line.description,
    String(line.quantity),
    displayMoney(line.unitPrice, lang),
    displayRate(line.vatRate),
    displayMoney(line.vat, lang),
    displayMoney(line.total, lang),
  ];
}

/** Totals at the end side under the amount columns; the QR code fills the start side of the same band. */
function drawTotalsBesideQr(doc: PdfDocument, invoice: InvoiceDocument, qr: Buffer): void {
  const { lang } = doc;
  const width = doc.width * 0.5;
  doc.ensureSpace(QR_SIZE);
  const top = doc.y;
  doc.pdf.image(qr, doc.x(0, QR_SIZE), top, { width: QR_SIZE, height: QR_SIZE });
  const rates = [...new Set(invoice.lines.map((line) => displayRate(line.vatRate)))];
  const vatTotal = translate(lang, "document.invoice.vatTotal");
  const vatLabel = rates.length === 1 ? `${vatTotal} (${rates[0]})` : vatTotal;
  const fields = [
    { label: translate(lang, "document.invoice.totalWithoutVat"), value: displayMoney(invoice.totalWithoutVat, lang) },
    { label: vatLabel, value: displayMoney(invoice.vatTotal, lang) },
    { label: translate(lang, `${wordsOf(invoice)}.totalDue`), value: displayMoney(invoice.total, lang), emphasis: true },
  ];
  drawPanels(doc, [{ fields }], { offset: doc.width - width, width, labelShare: 0.58, valueAlign: "numeric" });
  doc.y = Math.max(doc.y, top + QR_SIZE + 10);
}
