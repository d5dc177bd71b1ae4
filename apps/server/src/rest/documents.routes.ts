import type { Services } from "@amlak/api";
import type { FastifyInstance } from "fastify";
import { renderQuotationPdf, renderReceiptPdf, renderTaxInvoicePdf } from "@amlak/documents";
import { add, money, toFixed2 } from "@amlak/money";
import { FileAnswer, restRoute } from "./rest-route.ts";

const PDF = "application/pdf";
export const documentNumber = (prefix: "INV" | "RC", number: number) => `${prefix}-${String(number).padStart(6, "0")}`;

/** Printable tax invoices and cash receipts, in the caller's language (Accept-Language or ?lang=). */
export async function documentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const route = restRoute.bind(null, app, services);

  route("GET", "/invoices/:id/pdf", async (call, { params, lang }) => {
    const invoice = await call.invoices.get({ id: params.id ?? "" });
    const number = documentNumber("INV", invoice.number);
    const pdf = await renderTaxInvoicePdf(
      {
        kind: invoice.kind === "tax" ? "tax" : "simplified",
        number,
        issuedAt: new Date(invoice.issued_at).toISOString(),
        seller: invoice.seller as never,
        buyer: invoice.buyer as never,
        lines: invoice.lines as never,
        totalWithoutVat: invoice.total_without_vat.toFixed(2),
        vatTotal: invoice.vat_total.toFixed(2),
        total: invoice.total.toFixed(2),
        qr: invoice.qr,
      },
      { lang },
    );
    return new FileAnswer(pdf, `${number}.pdf`, PDF);
  });

  route("GET", "/receipts/:id/pdf", async (call, { params, lang }) => {
    const receipt = await call.receipts.get({ id: params.id ?? "" });
    const organization = await call.organization.letterhead();
    const number = documentNumber("RC", receipt.number);
    const purpose = [receipt.category_name, receipt.real_estate_title, receipt.due_date.replaceAll("-", "/")].filter(Boolean).join(" — ");
    const pdf = await renderReceiptPdf(
      {
        number,
        date: receipt.paid_date,
        organization,
        receivedFrom: receipt.payer,
        amount: receipt.amount.toFixed(2),
        paymentMethod: receipt.method as never,
        purpose,
        receivedBy: receipt.received_by ?? "",
      },
      { lang },
    );
    return new FileAnswer(pdf, `${number}.pdf`, PDF);
  });

  route("GET", "/quotations/:id/pdf", async (call, { params, lang }) => {
    const [quotation, organization, categories] = await Promise.all([
      call.quotations.get({ id: params.id ?? "" }),
      call.organization.letterhead(),
      call.lookups.paymentCategories(),
    ]);
    const categoryName = new Map(categories.map((c) => [c.code, c.name]));
    const { rows } = quotation.schedule;
    const pdf = await renderQuotationPdf(
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
      { lang },
    );
    return new FileAnswer(pdf, `quotation-${quotation.id.slice(0, 8)}.pdf`, PDF);
  });
}
