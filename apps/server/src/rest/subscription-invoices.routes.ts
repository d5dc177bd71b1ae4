import { renderSubscriptionInvoicePdf } from "@amlak/documents";
import { subscriptionDocumentNumber } from "@amlak/schemas";
import { z } from "zod";
import { dateTypeOf } from "./documents.routes.ts";
import { restRoute } from "./rest-route.ts";

const pdfUrl = (id: string) => `/api/subscriptions/invoices/${id}/pdf`;

/** The platform's invoices and credit notes for subscriptions, and refund requests (issue #19, SPEC §7 snake_case). */
export const subscriptionInvoiceRoutes = [
  restRoute({
    method: "GET",
    path: "/subscriptions/invoices",
    summary: "The organization's subscription invoices and credit notes, newest first (money as decimal strings; a credit note's negative)",
    procedure: "subscriptionInvoices.list",
    answer: {
      schema: z.array(
        z.object({
          id: z.string(),
          number: z.number(),
          issue_date: z.string(),
          total: z.string(),
          vat_amount: z.string(),
          pdf_url: z.string(),
        }),
      ),
      from: (documents) =>
        documents.map((document) => ({
          id: document.id,
          number: document.number,
          issue_date: document.issueDate,
          total: document.total,
          vat_amount: document.vatAmount,
          pdf_url: pdfUrl(document.id),
        })),
    },
  }),
  restRoute({
    method: "GET",
    path: "/subscriptions/invoices/:id/pdf",
    summary: "The printable subscription invoice or credit note, with its ZATCA QR code",
    procedure: "subscriptionInvoices.get",
    query: ["lang"],
    input: ({ params }) => ({ id: params.id }),
    file: {
      contentType: "application/pdf",
      render: async (document, { lang }, call) => {
        const number = subscriptionDocumentNumber(document.kind, document.number);
        const body = await renderSubscriptionInvoicePdf(
          {
            kind: document.kind === "credit_note" ? "creditNote" : "invoice",
            number,
            ...(document.creditedNumber ? { credits: subscriptionDocumentNumber("invoice", document.creditedNumber) } : {}),
            issuedAt: document.issuedAt.toISOString(),
            seller: document.seller,
            ...(document.buyer ? { buyer: document.buyer } : {}),
            packageName: document.packageName,
            billing: document.billing,
            startDate: document.startDate,
            endDate: document.endDate,
            totalWithoutVat: document.net,
            vatTotal: document.vatAmount,
            total: document.total,
            qr: document.qr,
          },
          { lang, dateType: await dateTypeOf(call) },
        );
        return { body, filename: `${number}.pdf` };
      },
    },
  }),
  restRoute({
    method: "POST",
    path: "/subscriptions/:id/refund-request",
    summary: "Ask for the refund of subscription {id}: within 21 days of its payment, one open request at a time",
    procedure: "subscriptionInvoices.requestRefund",
    status: 201,
    body: z.object({ reason: z.string() }),
    answer: {
      schema: z.object({ id: z.string(), status: z.string(), created_at: z.string() }),
      from: (request) => ({ id: request.id, status: request.status, created_at: request.createdAt.toISOString() }),
    },
  }),
];
