import { listDecidedRefundRequests, listPendingRefundRequests } from "@amlak/db";
import { daysSincePayment } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { ZIdSchema } from "@amlak/schemas";
import { z } from "zod";
import { ZIdOutput } from "../outputs/values.ts";
import { ZDecidedRefundOutput, ZPendingRefundOutput } from "../outputs/subscription-invoices.output.ts";
import { approveRefund, rejectRefund } from "../subscriptions/subscription-refunds.ts";
import { router, staffProcedure } from "../trpc.ts";

/** Staff who answer customers: system and customerService. */
const staff = staffProcedure("adminReports");

/** How many decisions staff see back: the latest, for "what happened to that request". */
const DECIDED_SHOWN = 50;

type RequestRow = Awaited<ReturnType<typeof listPendingRefundRequests>>[number];

const requestOutput = (row: RequestRow, lang: Lang, now: Date) => ({
  id: row.id,
  organizationId: row.org_id,
  organizationName: row.organization_name,
  subscriptionId: row.subscription_id,
  packageName: lang === "ar" ? row.name_ar : row.name_en,
  billing: row.billing,
  reason: row.reason,
  requestedAt: row.created_at,
  amount: row.amount,
  paidAt: row.paid_at,
  daysSincePayment: row.paid_at && daysSincePayment(row.paid_at, now),
});

/** Staff decide the refunds account owners asked for (subscriptionInvoices.requestRefund), across organizations. */
export const refundRequestsRouter = router({
  /** Every organization's requests waiting for a decision, oldest first. */
  pending: staff
    .output(z.array(ZPendingRefundOutput))
    .query(async ({ ctx }) => (await listPendingRefundRequests(ctx.db)).map((row) => requestOutput(row, ctx.lang, ctx.now()))),

  /** The latest decisions, newest first. */
  decided: staff.output(z.array(ZDecidedRefundOutput)).query(async ({ ctx }) =>
    (await listDecidedRefundRequests(ctx.db, DECIDED_SHOWN)).map((row) => ({
      // Counted to the decision: how far into the window the request was decided.
      ...requestOutput(row, ctx.lang, row.decided_at),
      status: row.status,
      decidedAt: row.decided_at,
      decidedBy: row.decided_by_name,
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
