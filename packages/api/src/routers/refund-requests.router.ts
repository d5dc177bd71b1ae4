import { listPendingRefundRequests } from "@amlak/db";
import { ZIdSchema } from "@amlak/schemas";
import { z } from "zod";
import { ZIdOutput } from "../outputs/values.ts";
import { ZPendingRefundOutput } from "../outputs/subscription-invoices.output.ts";
import { approveRefund, rejectRefund } from "../subscriptions/subscription-refunds.ts";
import { router, staffProcedure } from "../trpc.ts";

/** Staff who answer customers: system and customerService. */
const staff = staffProcedure("adminReports");

/** Staff decide the refunds account owners asked for (subscriptionInvoices.requestRefund), across organizations. */
export const refundRequestsRouter = router({
  /** Every organization's requests waiting for a decision, oldest first. */
  pending: staff.output(z.array(ZPendingRefundOutput)).query(async ({ ctx }) =>
    (await listPendingRefundRequests(ctx.db)).map((row) => ({
      id: row.id,
      organizationId: row.org_id,
      organizationName: row.organization_name,
      subscriptionId: row.subscription_id,
      packageName: ctx.lang === "ar" ? row.name_ar : row.name_en,
      reason: row.reason,
      requestedAt: row.created_at,
      amount: row.amount,
      paidAt: row.paid_at,
    })),
  ),

  /** Refunds the payment through the gateway, cancels the subscription and issues the credit note. */
  approve: staff
    .input(ZIdSchema)
    .output(z.object({ id: z.string(), creditNoteId: z.string() }))
    .mutation(({ ctx, input }) =>
      approveRefund(ctx.db, ctx.paymentGateway, { requestId: input.id, staffId: ctx.caller.userId, now: ctx.now() }),
    ),

  reject: staff
    .input(ZIdSchema)
    .output(ZIdOutput)
    .mutation(({ ctx, input }) => rejectRefund(ctx.db, { requestId: input.id, staffId: ctx.caller.userId, now: ctx.now() })),
});
