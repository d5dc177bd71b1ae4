import type { createCaller } from "@amlak/api";
import { AppError, riyadhToday } from "@amlak/domain";
import { displayDate, renderQuotationPdf, renderReceiptPdf, renderTaxInvoicePdf } from "@amlak/documents";
import { translate, type Lang } from "@amlak/i18n";
import { add, money, toFixed2 } from "@amlak/money";
import { documentNumber } from "@amlak/schemas";
import { restRoute, type FileAnswer, type OutputOf } from "./rest-route.ts";

const PDF = "application/pdf";

type Caller = ReturnType<typeof createCaller>;

/** Dates print in the caller's calendar (SPEC §3 dateType), as the screens show them. */
export const dateTypeOf = async (call: Caller) => (await call.session.me()).dateType;

/** The white-label choices as a document prints them: the logo's bytes rather than base64. */
export const printable = ({ code, logo }: { code: string | null; logo: string | null }) => ({
  code,
  ...(logo ? { logo: Buffer.from(logo, "base64") } : {}),
});

/** What the organization's package lets its documents print of its white-label choices today (issue #19). */
const printedBrand = async (call: Caller) => printable(await call.branding.printed());

/** The organization as printed at the top of its documents, with its logo and code where its package grants them. */
export async function letterheadOf(call: Caller) {
  const [organization, brand] = await Promise.all([call.organization.letterhead(), printedBrand(call)]);
  return { ...organization, ...brand };
}

export type Letterhead = Awaited<ReturnType<typeof letterheadOf>>;
export interface PrintOptions {
  lang: Lang;
  dateType: "md" | "hj";
}

/** The printable tax invoice, its seller with the logo and code the organization's package grants. */
export async function invoicePdf(
  invoice: OutputOf<"invoices.get">,
  brand: Pick<Letterhead, "code" | "logo">,
  options: PrintOptions,
): Promise<FileAnswer> {
  const number = documentNumber("invoice", invoice.number);
  const body = await renderTaxInvoicePdf(
    {
      kind: invoice.kind,
      number,
      issuedAt: new Date(invoice.issued_at).toISOString(),
      seller: { ...invoice.seller, ...brand },
      buyer: invoice.buyer,
      lines: invoice.lines,
      totalWithoutVat: invoice.total_without_vat.toFixed(2),
      vatTotal: invoice.vat_total.toFixed(2),
      total: invoice.total.toFixed(2),
      qr: invoice.qr,
    },
    options,
  );
  return { body, filename: `${number}.pdf` };
}

/** The printable credit or debit note: the invoice it corrects (number and day), its reason, lines, totals and QR. */
export async function creditNotePdf(
  note: OutputOf<"creditNotes.get">,
  brand: Pick<Letterhead, "code" | "logo">,
  options: PrintOptions,
): Promise<FileAnswer> {
  const number = documentNumber(`${note.note_type}_note`, note.number);
  const reason = translate(options.lang, `document.creditNote.reason.${note.reason}`);
  const body = await renderTaxInvoicePdf(
    {
      kind: note.note_type === "credit" ? "creditNote" : "debitNote",
      number,
      credits: documentNumber("invoice", note.invoice.number),
      creditsDate: riyadhToday(new Date(note.invoice.issued_at)),
      reason: note.details ? `${reason} — ${note.details}` : reason,
      issuedAt: new Date(note.issued_at).toISOString(),
      seller: { ...note.seller, ...brand },
      buyer: note.buyer,
      lines: note.lines,
      totalWithoutVat: note.total_without_vat.toFixed(2),
      vatTotal: note.vat_total.toFixed(2),
      total: note.total.toFixed(2),
      qr: note.qr,
    },
    options,
  );
  return { body, filename: `${number}.pdf` };
}

/** What a receipt's payment, or a line of a voucher's receipt, is for: category, unit and due date. */
const subjectOf = (line: { category_name: string | null; real_estate_title: string | null }) =>
  [line.category_name, line.real_estate_title].filter(Boolean).join(" — ");

/** The printable cash receipt on the organization's letterhead: of one payment, or of a voucher with its lines. */
export async function receiptPdf(receipt: OutputOf<"receipts.get">, organization: Letterhead, options: PrintOptions): Promise<FileAnswer> {
  const number = documentNumber("receipt", receipt.number);
  const voucher = receipt.collection_id
    ? {
        lines: receipt.lines.map((line) => ({ description: subjectOf(line), dueDate: line.due_date, amount: line.amount.toFixed(2) })),
        advance: (receipt.advance ?? money(0)).toFixed(2),
      }
    : undefined;
  const purpose = voucher
    ? translate(options.lang, voucher.lines.length ? "document.receipt.voucherPurpose" : "document.receipt.advanceOnly")
    : [subjectOf(receipt), receipt.due_date && displayDate(receipt.due_date, options)].filter(Boolean).join(" — ");
  const body = await renderReceiptPdf(
    {
      number,
      date: receipt.paid_date,
      organization,
      receivedFrom: receipt.payer,
      amount: receipt.amount.toFixed(2),
      paymentMethod: receipt.method,
      ...(receipt.reference ? { reference: receipt.reference } : {}),
      purpose,
      receivedBy: receipt.received_by ?? "",
      ...(voucher ? { voucher } : {}),
    },
    options,
  );
  return { body, filename: `${number}.pdf` };
}

/** Printable tax invoices, cash receipts and quotations, in the caller's language (Accept-Language or ?lang=). */
export const documentRoutes = [
  restRoute({
    method: "GET",
    path: "/invoices/:id/pdf",
    summary: "The printable tax invoice",
    procedure: "invoices.get",
    query: ["lang"],
    input: ({ params }) => ({ id: params.id }),
    file: {
      contentType: PDF,
      render: async (invoice, { lang }, call) => invoicePdf(invoice, await printedBrand(call), { lang, dateType: await dateTypeOf(call) }),
    },
  }),
  restRoute({
    method: "GET",
    path: "/invoices/:id/xml",
    summary:
      "The UBL 2.1 XML of a ZATCA phase-2 invoice, as ZATCA cleared it or else as signed (404 for an invoice issued before the organization was onboarded)",
    procedure: "invoices.xml",
    input: ({ params }) => ({ id: params.id }),
    file: {
      contentType: "application/xml",
      render: ({ number, xml }) => {
        if (xml === null) return Promise.reject(new AppError("invoice.noZatcaDocument"));
        return Promise.resolve({ body: Buffer.from(xml, "utf8"), filename: `${documentNumber("invoice", number)}.xml` });
      },
    },
  }),
  restRoute({
    method: "GET",
    path: "/credit-notes/:id/pdf",
    summary: "The printable credit or debit note",
    procedure: "creditNotes.get",
    query: ["lang"],
    input: ({ params }) => ({ id: params.id }),
    file: {
      contentType: PDF,
      render: async (note, { lang }, call) => creditNotePdf(note, await printedBrand(call), { lang, dateType: await dateTypeOf(call) }),
    },
  }),
  restRoute({
    method: "GET",
    path: "/credit-notes/:id/xml",
    summary:
      "The UBL 2.1 XML of a ZATCA phase-2 credit or debit note, as ZATCA cleared it or else as signed (404 when the organization is not onboarded)",
    procedure: "creditNotes.xml",
    input: ({ params }) => ({ id: params.id }),
    file: {
      contentType: "application/xml",
      render: ({ note_type, number, xml }) => {
        if (xml === null) return Promise.reject(new AppError("invoice.noZatcaDocument"));
        return Promise.resolve({ body: Buffer.from(xml, "utf8"), filename: `${documentNumber(`${note_type}_note`, number)}.xml` });
      },
    },
  }),
  restRoute({
    method: "GET",
    path: "/receipts/:id/pdf",
    summary: "The printable cash receipt",
    procedure: "receipts.get",
    query: ["lang"],
    input: ({ params }) => ({ id: params.id }),
    file: {
      contentType: PDF,
      render: async (receipt, { lang }, call) => receiptPdf(receipt, await letterheadOf(call), { lang, dateType: await dateTypeOf(call) }),
    },
  }),
  restRoute({
    method: "GET",
    path: "/quotations/:id/pdf",
    summary: "The printable rent quotation",
    procedure: "quotations.get",
    query: ["lang"],
    input: ({ params }) => ({ id: params.id }),
    file: {
      contentType: PDF,
      render: async (quotation, { lang }, call) => {
        const [organization, categories] = await Promise.all([letterheadOf(call), call.lookups.paymentCategories()]);
        const categoryName = new Map(categories.map((c) => [c.code, c.name]));
        const { rows } = quotation.schedule;
        const body = await renderQuotationPdf(
          {
            organization,
            prospectName: quotation.prospect_name,
            prospectPhone: quotation.prospect_phone,
            unit: quotation.real_estate_title,
            contractStart: quotation.terms.contract_start,
            contractEnd: quotation.terms.contract_end,
            intervalMonths: quotation.terms.contract_interval,
            validUntil: quotation.valid_until,
            rows: rows.map((row) => ({
              dueDate: row.due_date,
              payment: categoryName.get(row.payment_type) ?? row.payment_type,
              amount: toFixed2(row.price),
            })),
            total: toFixed2(add(money(0), ...rows.map((row) => row.price))),
          },
          { lang, dateType: await dateTypeOf(call) },
        );
        return { body, filename: `quotation-${quotation.id.slice(0, 8)}.pdf` };
      },
    },
  }),
];
