import { z } from "zod";
import { restRoute } from "./rest-route.ts";

/**
 * Contracts, payments, invoices and receipts for integrators (issue #3), and the books for accountants. Every POST
 * accepts an Idempotency-Key header: a retry with the same key and body answers the first result again.
 */
export const ledgerRoutes = [
  restRoute({
    method: "POST",
    path: "/contracts",
    summary: "Sign a lease contract and schedule its payments",
    procedure: "contracts.create",
    status: 201,
  }),
  restRoute({
    method: "GET",
    path: "/contracts",
    summary: "Contracts, ten a page, filtered and sorted as the contracts page shows them, with each status chip's count",
    procedure: "contracts.list",
    query: ["status", "lessor_id", "real_estate_id", "tenant_id", "searchText", "page", "sort", "direction"],
  }),
  restRoute({ method: "GET", path: "/contracts/:id", summary: "A contract with its terms and status", procedure: "contracts.get" }),
  restRoute({ method: "GET", path: "/contracts/:id/payments", summary: "The contract's payments", procedure: "contracts.payments" }),
  restRoute({
    method: "POST",
    path: "/contracts/:id/cancel",
    summary: "Cancel a contract; its unpaid future payments are cancelled",
    procedure: "contracts.cancel",
  }),
  restRoute({
    method: "POST",
    path: "/contracts/renew",
    summary:
      "Renew leases, all or none: each continues as a new contract from the day after its end, the yearly rent raised by increase_percent or increase_amount",
    procedure: "contractRenewals.renew",
  }),
  restRoute({
    method: "GET",
    path: "/contracts/:id/renewals",
    summary: "The contract this one renewed and the one that renewed it",
    procedure: "contractRenewals.links",
  }),

  restRoute({
    method: "POST",
    path: "/payments",
    summary: "Record a manual income or expense (optionally recurring)",
    procedure: "payments.create",
    status: 201,
    answer: {
      schema: z.object({ id: z.string(), ids: z.array(z.string()) }),
      from: ({ paymentIds }) => ({ id: paymentIds[0], ids: paymentIds }),
    },
  }),
  restRoute({
    method: "GET",
    path: "/payments",
    summary: "Payments across the portfolio, ten a page, filtered as the payments page filters them",
    procedure: "payments.list",
    contractProcedure: "payments.records",
    query: [
      "status",
      "due_from",
      "due_to",
      "payment_type",
      "payment_direction",
      "lessor_id",
      "real_estate_id",
      "contract_id",
      "tenant_id",
      "searchText",
      "page",
      "sort",
      "direction",
    ],
  }),
  restRoute({ method: "GET", path: "/payments/:id", summary: "A payment", procedure: "payments.get" }),
  restRoute({ method: "POST", path: "/payments/:id/pay", summary: "Mark a payment paid", procedure: "payments.pay" }),
  restRoute({ method: "POST", path: "/payments/:id/undo", summary: "Undo a paid payment (a reversal event)", procedure: "payments.undo" }),
  restRoute({ method: "POST", path: "/payments/:id/cancel", summary: "Cancel a pending payment", procedure: "payments.cancel" }),
  restRoute({
    method: "POST",
    path: "/payments/:id/split",
    summary: "Split a pending payment into parts summing exactly to its price",
    procedure: "payments.split",
  }),
  restRoute({
    method: "POST",
    path: "/payments/:id/contacted",
    summary: "Record that the tenant was contacted",
    procedure: "payments.contacted",
  }),
  restRoute({ method: "DELETE", path: "/payments/:id", summary: "Delete an unpaid payment", procedure: "payments.delete" }),

  restRoute({
    method: "POST",
    path: "/collections",
    summary:
      "Receive one amount from a tenant (a collection voucher): without allocations the oldest due instalments are paid first, an instalment paid in part keeps its balance pending, and the rest is held as an advance",
    procedure: "collections.receive",
    status: 201,
  }),
  restRoute({
    method: "GET",
    path: "/collections",
    summary: "A tenant's collection vouchers, newest first",
    procedure: "collections.list",
    query: ["tenant_id", "page", "sort", "direction"],
  }),
  restRoute({
    method: "POST",
    path: "/collections/apply-advance",
    summary: "Pay a tenant's instalments due by a day (due_by) from the advances their vouchers hold, oldest first",
    procedure: "collections.applyAdvance",
  }),
  restRoute({
    method: "POST",
    path: "/collections/:id/undo",
    summary: "Undo a collection voucher whole: its instalments pending again, its advance given back",
    procedure: "collections.undo",
  }),
  restRoute({
    method: "POST",
    path: "/cheques",
    summary: "Register a tenant's cheques (often post-dated, one per instalment): held until they clear, nothing paid before",
    procedure: "cheques.register",
    status: 201,
  }),
  restRoute({
    method: "GET",
    path: "/cheques",
    summary: "A tenant's cheques by due date, with where each stands",
    procedure: "cheques.list",
    query: ["tenant_id"],
  }),
  restRoute({
    method: "POST",
    path: "/cheques/:id/deposit",
    summary: "A held cheque deposited at the bank (date, default today)",
    procedure: "cheques.deposit",
  }),
  restRoute({
    method: "POST",
    path: "/cheques/:id/clear",
    summary: "A cheque cleared: its amount received as a collection voucher with its receipt, its instalment paid first",
    procedure: "cheques.clear",
  }),
  restRoute({
    method: "POST",
    path: "/cheques/:id/bounce",
    summary: "A cheque bounced (reason): a cleared one's voucher is undone; the account owner is told",
    procedure: "cheques.bounce",
  }),

  restRoute({ method: "POST", path: "/invoices", summary: "Issue a tax invoice for payments", procedure: "invoices.issue", status: 201 }),
  restRoute({
    method: "GET",
    path: "/invoices/:id",
    summary: "A tax invoice with its ZATCA phase-1 QR payload (qr, base64 TLV)",
    procedure: "invoices.get",
  }),
  ...(["credit", "debit"] as const).map((noteType) =>
    restRoute({
      method: "POST",
      path: `/invoices/:id/${noteType}-notes`,
      summary: `Issue a ${noteType} note on a tax invoice: reason (cancellation, supply_change, value_change, refund, party_details), details, amount without VAT`,
      procedure: "creditNotes.issue",
      status: 201,
      input: ({ params, body }) => ({ ...body, invoice_id: params.id, note_type: noteType }),
      body: z.object({ reason: z.string(), details: z.string().optional(), amount: z.union([z.string(), z.number()]) }),
    }),
  ),
  restRoute({
    method: "GET",
    path: "/invoices/:id/notes",
    summary: "The credit and debit notes issued on a tax invoice, oldest first",
    procedure: "creditNotes.ofInvoice",
    input: ({ params }) => ({ invoice_id: params.id }),
  }),
  restRoute({
    method: "GET",
    path: "/credit-notes/:id",
    summary: "A credit or debit note, with the invoice it corrects and its QR payload (qr, base64 TLV)",
    procedure: "creditNotes.get",
  }),
  restRoute({
    method: "POST",
    path: "/receipts",
    summary: "Issue a cash receipt for a paid income payment",
    procedure: "receipts.issue",
    status: 201,
    input: ({ body }) => ({ id: body.payment_id }),
    body: z.object({ payment_id: z.string() }),
  }),
  restRoute({ method: "GET", path: "/receipts/:id", summary: "A cash receipt", procedure: "receipts.get" }),

  restRoute({
    method: "GET",
    path: "/ledger/events",
    summary: "The audit trail: type, data, actor, time, position",
    procedure: "books.events",
    query: ["stream", "after", "limit"],
  }),
  restRoute({
    method: "GET",
    path: "/ledger/journal",
    summary: "Journal lines (exact decimal strings)",
    procedure: "books.journal",
    query: ["after", "limit"],
  }),
  restRoute({
    method: "GET",
    path: "/ledger/trial-balance",
    summary: "Balance per account; the total is always zero",
    procedure: "books.trialBalance",
  }),
];
