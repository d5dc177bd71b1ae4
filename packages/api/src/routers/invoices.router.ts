import { issueInvoice, issueReceipt } from "@amlak/ledger";
import { money } from "@amlak/money";
import { ZInvoiceIssueSchema, ZIdSchema } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
import { ledgerCommandProcedure, actionProcedure } from "../ledger/ledger-procedures.ts";
import { payerOf, sellerOf } from "../ledger/parties.ts";
import { router } from "../trpc.ts";

export const invoicesRouter = router({
  /** A tax invoice on demand for income payments of one tenant (the buyer is the first payment's tenant). */
  issue: ledgerCommandProcedure("documents.issue")
    .input(ZInvoiceIssueSchema)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.database.app;
      const [first] = input.payment_ids;
      const buyer = { name: await payerOf(db, ctx.orgId, first!) };
      const { invoiceId, number } = await issueInvoice(db, ctx.ledger, {
        paymentIds: input.payment_ids,
        seller: await sellerOf(db, ctx.orgId),
        buyer,
      });
      return { id: invoiceId, number };
    }),

  /** The invoice with its ZATCA phase-1 QR payload (base64 TLV). */
  get: actionProcedure("payments.read")
    .input(ZIdSchema)
    .query(async ({ ctx, input }) => {
      const row = await ctx.trx.selectFrom("invoices").selectAll().where("id", "=", input.id).executeTakeFirst();
      if (!row) throw new AppError("notFound");
      const { org_id: _org, total_without_vat, vat_total, total, ...invoice } = row;
      return { ...invoice, total_without_vat: money(total_without_vat), vat_total: money(vat_total), total: money(total) };
    }),
});

export const receiptsRouter = router({
  /** A cash receipt (سند قبض) for a paid income payment. */
  issue: ledgerCommandProcedure("documents.issue")
    .input(ZIdSchema)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.database.app;
      const { receiptId, number } = await issueReceipt(db, ctx.ledger, {
        paymentId: input.id,
        payer: await payerOf(db, ctx.orgId, input.id),
      });
      return { id: receiptId, number };
    }),

  /** The receipt with what it settles (payment category, unit, due date) and who received it, as printed. */
  get: actionProcedure("payments.read")
    .input(ZIdSchema)
    .query(async ({ ctx, input }) => {
      const row = await ctx.trx
        .selectFrom("receipts")
        .innerJoin("payments", "payments.id", "receipts.payment_id")
        .leftJoin("real_estates", "real_estates.id", "payments.real_estate_id")
        .leftJoin("lookups", (join) =>
          join
            .on("lookups.group", "=", "PAYMENT_CATEGORY")
            .onRef("lookups.code", "=", (eb) => eb.fn.coalesce("payments.payment_type", "payments.category")),
        )
        .select([
          "receipts.id",
          "receipts.number",
          "receipts.issued_at",
          "receipts.payment_id",
          "receipts.amount",
          "receipts.payer",
          "receipts.method",
          "receipts.paid_date",
          "payments.due_date",
          "payments.received_by",
          "real_estates.title as real_estate_title",
          ctx.lang === "ar" ? "lookups.name_ar as category_name" : "lookups.name_en as category_name",
        ])
        .where("receipts.id", "=", input.id)
        .executeTakeFirst();
      if (!row) throw new AppError("notFound");
      return { ...row, amount: money(row.amount) };
    }),
});
