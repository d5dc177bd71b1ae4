import { findSubscriptionDocument, listSubscriptionDocuments } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { ZIdSchema, ZRefundRequestSchema } from "@amlak/schemas";
import { z } from "zod";
import {
  ZRefundRequestOutput,
  ZSubscriptionDocumentOutput,
  ZSubscriptionDocumentRowOutput,
} from "../outputs/subscription-invoices.output.ts";
import { accountOwnerProcedure } from "../subscriptions/account-owner-procedure.ts";
import { printedSubscriptionDocument } from "../subscriptions/printed-subscription-document.ts";
import { requestRefund } from "../subscriptions/subscription-refunds.ts";
import { router } from "../trpc.ts";

/**
 * The platform's invoices and credit notes to the organization for its subscriptions, and the refund of one
 * (the account owner's; staff decide refunds in refundRequests).
 */
export const subscriptionInvoicesRouter = router({
  /** Newest first. */
  list: accountOwnerProcedure.output(z.array(ZSubscriptionDocumentRowOutput)).query(async ({ ctx }) =>
    (await listSubscriptionDocuments(ctx.trx)).map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      issueDate: row.issue_date,
      net: row.net,
      vatAmount: row.vat_amount,
      total: row.total,
      packageName: ctx.lang === "ar" ? row.name_ar : row.name_en,
    })),
  ),

  /** One document as printed, in the caller's language; GET /api/subscriptions/invoices/{id}/pdf renders it. */
  get: accountOwnerProcedure
    .input(ZIdSchema)
    .output(ZSubscriptionDocumentOutput)
    .query(async ({ ctx, input }) => {
      const row = await findSubscriptionDocument(ctx.trx, input.id);
      if (!row) throw new AppError("notFound");
      return printedSubscriptionDocument(row, ctx.platformSeller, ctx.lang);
    }),

  /** POST /api/subscriptions/{id}/refund-request: `id` is the paid subscription. */
  requestRefund: accountOwnerProcedure
    .input(ZRefundRequestSchema)
    .output(ZRefundRequestOutput)
    .mutation(async ({ ctx, input }) => {
      const request = await requestRefund(ctx.trx, {
        orgId: ctx.caller.orgId,
        subscriptionId: input.id,
        reason: input.reason,
        now: ctx.now(),
      });
      return { id: request.id, status: request.status, createdAt: request.created_at };
    }),
});
