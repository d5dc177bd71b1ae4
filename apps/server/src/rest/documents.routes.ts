import type { Services } from "@amlak/api";
import type { FastifyInstance } from "fastify";
import { renderReceiptPdf, renderTaxInvoicePdf } from "../documents/index.ts";
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
}
