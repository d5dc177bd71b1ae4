import type { createCaller } from "@amlak/api";
import { z } from "zod";
import { creditNotePdf, invoicePdf, printable, receiptPdf, type PrintOptions } from "./documents.routes.ts";
import { ownerStatementPdf, ownerStatementSpreadsheet, XLSX } from "./owner-statement.routes.ts";
import { settlementPdf } from "./settlements.routes.ts";
import { tenantStatementPdf, tenantStatementSpreadsheet } from "./tenant-statement.routes.ts";
import { restRoute, type FileAnswer, type OutputOf, type ProcedurePath, type RestRequest, type RestRoute } from "./rest-route.ts";

const PDF = "application/pdf";
type Caller = ReturnType<typeof createCaller>;

/** The organization a request names (?org_id=), else the portal user's only one. */
const orgOf = ({ query }: RestRequest) => (query.org_id ? { org_id: query.org_id } : {});

/** The portal's documents print on the organization's letterhead, in the Gregorian calendar (a contact has no choice). */
async function printing(call: Caller, request: RestRequest) {
  const { code, logo, ...letterhead } = await call.portal.letterhead(orgOf(request));
  const options: PrintOptions = { lang: request.lang, dateType: "md" };
  return { organization: { ...letterhead, ...printable({ code, logo }) }, options };
}

type Letterhead = Awaited<ReturnType<typeof printing>>["organization"];

/** A GET of the portal answering the procedure's output printed on the organization's letterhead. */
function printedRoute<P extends ProcedurePath>(
  route: { path: string; summary: string; procedure: P; query?: string[] },
  print: (output: OutputOf<P>, organization: Letterhead, options: PrintOptions) => Promise<FileAnswer>,
): RestRoute {
  return restRoute<P>({
    method: "GET",
    query: ["org_id", "lang"],
    ...route,
    file: {
      contentType: PDF,
      render: async (output, request, call) => {
        const { organization, options } = await printing(call, request);
        return print(output, organization, options);
      },
    },
  });
}

const ZPaymentRow = z.object({
  id: z.string(),
  contract_id: z.string(),
  payment_type: z.string(),
  due_date: z.string(),
  amount: z.number(),
  status: z.enum(["pending", "paid"]),
  paid_date: z.string().nullable(),
});

/**
 * The tenant and owner portal (issue #20). Only a portal token (portal.verify) is valid here, and a portal token only
 * here: every read is limited to the signed-in tenant's or owner's own rows. A tenant or owner of more than one
 * organization names it with ?org_id= (409 otherwise).
 */
export const portalRoutes = [
  restRoute({
    method: "POST",
    path: "/portal/login",
    summary: "Portal sign-in: phone and role; a one-time code goes by SMS when a tenant or owner has the phone",
    procedure: "portal.login",
  }),
  restRoute({
    method: "POST",
    path: "/portal/verify",
    summary: "Check the portal's one-time code: a portal access token and refresh token",
    procedure: "portal.verify",
  }),
  restRoute({
    method: "GET",
    path: "/portal/contracts",
    summary: "The signed-in tenant's contracts",
    procedure: "portal.contracts",
    query: ["org_id"],
  }),
  restRoute({
    method: "GET",
    path: "/portal/payments",
    summary: "What the signed-in tenant owes and paid, by due date",
    procedure: "portal.payments",
    query: ["org_id", "contract_id"],
    answer: {
      schema: z.array(ZPaymentRow),
      from: (payments) =>
        payments.map(({ id, contract_id, payment_type, due_date, amount, status, paid_date }) => ({
          id,
          contract_id,
          payment_type,
          due_date,
          amount: Number(amount.toFixed(2)),
          status,
          paid_date,
        })),
    },
  }),
  restRoute({
    method: "GET",
    path: "/portal/cheques",
    summary: "The cheques the signed-in tenant handed over, by due date, with where each stands",
    procedure: "portal.cheques",
    query: ["org_id"],
  }),
  restRoute({
    method: "POST",
    path: "/portal/payments/checkout",
    summary: "Pay some of the signed-in tenant's due instalments online: the gateway's payment page (payment_url)",
    procedure: "portal.checkout",
    status: 201,
    body: z.object({ payment_ids: z.array(z.string()), org_id: z.string().optional() }),
    input: ({ body, query }) => ({ payment_ids: body.payment_ids, org_id: body.org_id ?? query.org_id }),
    query: ["org_id"],
    answer: { schema: z.object({ payment_url: z.string() }), from: ({ paymentUrl }) => ({ payment_url: paymentUrl }) },
  }),
  printedRoute(
    {
      path: "/portal/payments/:id/receipt",
      summary: "The printable cash receipt of one of the tenant's payments",
      procedure: "portal.receipt",
    },
    receiptPdf,
  ),
  printedRoute(
    {
      path: "/portal/payments/:id/invoice",
      summary: "The printable tax invoice of one of the tenant's payments",
      procedure: "portal.invoice",
    },
    invoicePdf,
  ),
  printedRoute(
    {
      path: "/portal/invoice-notes/:id",
      summary: "The printable credit or debit note on the tax invoice of one of the tenant's payments",
      procedure: "portal.creditNote",
    },
    creditNotePdf,
  ),
  printedRoute(
    {
      path: "/portal/fee-invoices/:id",
      summary: "The printable tax invoice of the management fee of one of the owner's remittances",
      procedure: "portal.feeInvoice",
    },
    invoicePdf,
  ),
  printedRoute(
    {
      path: "/portal/credit-notes/:id",
      summary: "The printable credit or debit note on one of the owner's management fee invoices",
      procedure: "portal.feeCreditNote",
    },
    creditNotePdf,
  ),
  printedRoute(
    {
      path: "/portal/owner-statement.pdf",
      summary: "The signed-in owner's statement for a period, printed",
      procedure: "portal.ownerStatement",
      query: ["org_id", "from", "to", "lang"],
    },
    ownerStatementPdf,
  ),
  restRoute({
    method: "GET",
    path: "/portal/owner-statement.xlsx",
    summary: "The signed-in owner's statement for a period, as a spreadsheet",
    procedure: "portal.ownerStatement",
    query: ["org_id", "from", "to", "lang"],
    file: {
      contentType: XLSX,
      render: (statement, { lang }) => ownerStatementSpreadsheet(statement, lang),
    },
  }),
  printedRoute(
    {
      path: "/portal/contracts/:id/settlement.pdf",
      summary: "The settlement of one of the signed-in tenant's leases, printed",
      procedure: "portal.settlement",
    },
    ({ settlement, lease }, organization, options) => settlementPdf(settlement, lease, organization, options),
  ),
  printedRoute(
    {
      path: "/portal/statement.pdf",
      summary: "The signed-in tenant's statement for a period (of one contract with contract_id), printed",
      procedure: "portal.statement",
      query: ["org_id", "contract_id", "from", "to", "lang"],
    },
    tenantStatementPdf,
  ),
  restRoute({
    method: "GET",
    path: "/portal/statement.xlsx",
    summary: "The signed-in tenant's statement for a period, as a spreadsheet",
    procedure: "portal.statement",
    query: ["org_id", "contract_id", "from", "to", "lang"],
    file: { contentType: XLSX, render: (statement, { lang }) => tenantStatementSpreadsheet(statement, lang) },
  }),
];
