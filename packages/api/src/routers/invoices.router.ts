import { findInvoice, findReceipt, findUserById, listInvoices, listReceipts } from "@amlak/db";
import { issueInvoice, issueReceipt, nationalAddressOf, zatcaOnboardingState } from "@amlak/ledger";
import { money } from "@amlak/money";
import { ZInvoiceIssueSchema, ZIdSchema, ZInvoiceListSchema, ZReceiptListSchema } from "@amlak/schemas";
import { AppError, hiddenPaymentTypes } from "@amlak/domain";
import { documentXml, invoiceOutput } from "../ledger/invoice-output.ts";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { paymentCommandProcedure } from "../ledger/payment-procedures.ts";
import { buyerOf, payerOf, sellerOf } from "../ledger/parties.ts";
import { pageOf } from "../list-procedures.ts";
import { receiptOutput } from "../ledger/receipt-output.ts";
import { router } from "../trpc.ts";
import { ZInvoiceRowOutput, ZReceiptRowOutput } from "../outputs/books.output.ts";
import {
  ZInvoiceOutput,
  ZInvoiceXmlOutput,
  ZIssuedDocumentOutput,
  ZReceiptOutput,
  ZZatcaOnboardingOutput,
} from "../outputs/ledger.output.ts";
import { listPageOutput } from "../outputs/portfolio.output.ts";

const readDocuments = actionProcedure("payments.read");

export const invoicesRouter = router({
  /**
   * A tax invoice on demand for income payments of one tenant (the buyer is the first payment's tenant); with the
   * buyer's VAT number and national address (given here, else those on the tenant's contact) it is a standard tax
   * invoice, signed and cleared as one when onboarded.
   */
  issue: paymentCommandProcedure("documents.issue")
    .input(ZInvoiceIssueSchema)
    .output(ZIssuedDocumentOutput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.database.app;
      const [first] = input.payment_ids;
      const tenant = await buyerOf(db, ctx.orgId, first!);
      const buyer = input.buyer
        ? { name: tenant.name, vatNo: input.buyer.vat_no, address: nationalAddressOf(input.buyer.address) }
        : tenant;
      const { invoiceId, number } = await issueInvoice(db, ctx.ledger, {
        paymentIds: input.payment_ids,
        seller: await sellerOf(db, ctx.orgId),
        buyer,
      });
      return { id: invoiceId, number };
    }),

  /**
   * The tax invoices table: one page, newest first unless sorted otherwise, by issue day and the top bar's search
   * (number or buyer); invoices for commissions are left out where the role hides commissions.
   */
  list: readDocuments
    .input(ZInvoiceListSchema)
    .output(listPageOutput(ZInvoiceRowOutput))
    .query(async ({ ctx, input }) => {
      const scope = { orgId: ctx.caller.orgId, hiddenTypes: hiddenPaymentTypes(ctx.caller.type) };
      const { rows, total } = await listInvoices(ctx.trx, scope, input, pageOf(input));
      return {
        total,
        rows: rows.map((row) => ({ ...row, totalWithoutVat: money(row.totalWithoutVat), vat: money(row.vat), total: money(row.total) })),
      };
    }),

  /** The invoice with its ZATCA phase-1 QR payload (base64 TLV); its lines read in the caller's language and calendar. */
  get: readDocuments
    .input(ZIdSchema)
    .output(ZInvoiceOutput)
    .query(async ({ ctx, input }) => {
      const row = await findInvoice(ctx.trx, input.id, hiddenPaymentTypes(ctx.caller.type));
      if (!row) throw new AppError("notFound");
      const user = await findUserById(ctx.trx, ctx.caller.userId);
      return invoiceOutput(row, { lang: ctx.lang, dateType: user?.date_type ?? "md" });
    }),

  /**
   * Where the organization stands with ZATCA (settings): the environment, what its documents are signed under (the
   * sandbox's certificate, a compliance or the production CSID) and until when, and its documents by ZATCA status;
   * null when it is not onboarded (npm run zatca:csr).
   */
  zatcaOnboarding: readDocuments.output(ZZatcaOnboardingOutput).query(async ({ ctx }) => {
    const state = await zatcaOnboardingState(ctx.trx, ctx.caller.orgId);
    return state
      ? {
          environment: state.environment,
          certificate_kind: state.certificateKind,
          certificate_expires_at: state.certificateExpiresAt,
          holds_compliance_csid: state.holdsComplianceCsid,
          documents: state.documents,
        }
      : null;
  }),

  /**
   * The invoice's UBL 2.1 document (ZATCA phase 2) — as ZATCA cleared it for a cleared standard invoice, as we signed
   * it otherwise; null for an invoice issued before onboarding.
   */
  xml: readDocuments
    .input(ZIdSchema)
    .output(ZInvoiceXmlOutput)
    .query(async ({ ctx, input }) => {
      const row = await findInvoice(ctx.trx, input.id, hiddenPaymentTypes(ctx.caller.type));
      if (!row) throw new AppError("notFound");
      return { number: row.number, xml: documentXml(row) };
    }),
});

export const receiptsRouter = router({
  /** A cash receipt (سند قبض) for a paid income payment. */
  issue: paymentCommandProcedure("documents.issue")
    .input(ZIdSchema)
    .output(ZIssuedDocumentOutput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.database.app;
      const { receiptId, number } = await issueReceipt(db, ctx.ledger, {
        paymentId: input.id,
        payer: await payerOf(db, ctx.orgId, input.id),
      });
      return { id: receiptId, number };
    }),

  /** The cash receipts table: one page, newest first unless sorted otherwise, by issue day and number or payer. */
  list: readDocuments
    .input(ZReceiptListSchema)
    .output(listPageOutput(ZReceiptRowOutput))
    .query(async ({ ctx, input }) => {
      const scope = { orgId: ctx.caller.orgId, hiddenTypes: hiddenPaymentTypes(ctx.caller.type) };
      const { rows, total } = await listReceipts(ctx.trx, scope, input, pageOf(input));
      return { total, rows: rows.map((row) => ({ ...row, amount: money(row.amount) })) };
    }),

  /** The receipt with what it settles (payment category, unit, due date) and who received it, as printed. */
  get: readDocuments
    .input(ZIdSchema)
    .output(ZReceiptOutput)
    .query(async ({ ctx, input }) => {
      const row = await findReceipt(ctx.trx, input.id, ctx.lang, hiddenPaymentTypes(ctx.caller.type));
      if (!row) throw new AppError("notFound");
      return receiptOutput(row);
    }),
});
