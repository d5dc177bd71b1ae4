import {
  cancelPayment,
  deletePayment,
  markPaymentContacted,
  markPaymentPaid,
  recordPayment,
  splitPayment,
  undoPayment,
} from "@amlak/ledger";
import { toFixed2 } from "@amlak/money";
import {
  ZPaymentContactedSchema,
  ZPaymentCreateSchema,
  ZIdSchema,
  ZPaymentListSchema,
  ZPaymentPaySchema,
  ZPaymentSplitSchema,
} from "@amlak/schemas";
import { AppError, hiddenPaymentTypes } from "@amlak/domain";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { paymentCommandProcedure } from "../ledger/payment-procedures.ts";
import { autoInvoiceFor } from "../ledger/auto-invoice.ts";
import { findPayments, notesOf, withPaymentAmounts } from "../ledger/read-models.ts";
import { router } from "../trpc.ts";
import {
  ZPaidPaymentOutput,
  ZPaymentActionOutput,
  ZPaymentListOutput,
  ZPaymentOutput,
  ZPaymentTotalsOutput,
  ZRecordedPaymentsOutput,
  ZSplitPaymentOutput,
} from "../outputs/ledger.output.ts";
import { listPayments, sumPayments, type Trx } from "@amlak/db";
import type { UserType } from "@amlak/domain";
import type { z } from "zod";
import { listPageOutput } from "../outputs/portfolio.output.ts";
import { pageOf } from "../list-procedures.ts";

const write = paymentCommandProcedure("payments.write");

type Reader = { today: string; trx: Trx; caller: { orgId: string; type: UserType } };

const paymentScope = (ctx: Reader) => ({ orgId: ctx.caller.orgId, today: ctx.today, hiddenTypes: hiddenPaymentTypes(ctx.caller.type) });

/** What the whole filtered list adds up to, income and expense apart; commissions left out where the role hides them. */
async function paymentTotals(ctx: Reader, filters: z.infer<typeof ZPaymentListSchema>) {
  const sums = await sumPayments(ctx.trx, paymentScope(ctx), filters);
  return {
    income: withPaymentAmounts({ price: sums.incomePrice, vat: sums.incomeVat }),
    expense: withPaymentAmounts({ price: sums.expensePrice, vat: sums.expenseVat }),
  };
}

export const paymentsRouter = router({
  /** A manual income or expense; with repeat_period, repeat_count payments that many months apart. */
  create: write
    .input(ZPaymentCreateSchema)
    .output(ZRecordedPaymentsOutput)
    .mutation(({ ctx, input }) =>
      recordPayment(ctx.database.app, ctx.ledger, {
        direction: input.direction,
        category: input.category,
        dueDate: input.due_date,
        price: toFixed2(input.price),
        vatIncluded: input.vat_included,
        comment: input.comment ?? "",
        contractId: input.contract_id ?? null,
        realEstateId: input.real_estate_id ?? null,
        ...(input.repeat_period ? { repeat: { everyMonths: input.repeat_period, count: input.repeat_count } } : {}),
      }),
    ),

  /**
   * The payments page across the portfolio, one page, filtered, sorted, with what the whole filtered list adds up to;
   * commissions left out where the role hides them.
   */
  list: actionProcedure("payments.read")
    .input(ZPaymentListSchema)
    .output(ZPaymentListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, total } = await listPayments(ctx.trx, paymentScope(ctx), input, pageOf(input));
      return {
        total,
        rows: rows.map((row) => ({
          ...withPaymentAmounts(row),
          notes: notesOf(row),
          overdue: row.status === "pending" && row.dueDate < ctx.today,
        })),
        totals: await paymentTotals(ctx, input),
      };
    }),

  /**
   * The same page, filters and totals as `list`, each payment in the one shape the API gives a payment everywhere
   * (`get`, a contract's payments): the REST contract's GET /api/payments.
   */
  records: actionProcedure("payments.read")
    .input(ZPaymentListSchema)
    .output(listPageOutput(ZPaymentOutput).extend({ totals: ZPaymentTotalsOutput }))
    .query(async ({ ctx, input }) => {
      const { rows, total } = await listPayments(ctx.trx, paymentScope(ctx), input, pageOf(input));
      const viewer = { type: ctx.caller.type, orgId: ctx.caller.orgId, today: ctx.today };
      const records = new Map((await findPayments(ctx.trx, { ids: rows.map((row) => row.id) }, viewer)).map((row) => [row.id, row]));
      return { total, rows: rows.flatMap((row) => records.get(row.id) ?? []), totals: await paymentTotals(ctx, input) };
    }),

  get: actionProcedure("payments.read")
    .input(ZIdSchema)
    .output(ZPaymentOutput)
    .query(async ({ ctx, input }) => {
      const [payment] = await findPayments(ctx.trx, { id: input.id }, { type: ctx.caller.type, orgId: ctx.caller.orgId, today: ctx.today });
      if (!payment) throw new AppError("notFound");
      return payment;
    }),

  /**
   * Marks a payment paid. A rent instalment also pays its commission when the contract auto-pays commission, and
   * when the organization turned on automatic rent tax invoices (and its package grants them), a taxable payment
   * gets its tax invoice in the same transaction. The commission paid with it is a payment of its own: a role that may
   * not see commissions is not told its id.
   */
  pay: write
    .input(ZPaymentPaySchema)
    .output(ZPaidPaymentOutput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.database.app;
      const autoInvoice = await autoInvoiceFor(db, { ...ctx, type: ctx.caller.type }, input.id);
      const paid = await markPaymentPaid(db, ctx.ledger, {
        paymentId: input.id,
        paidDate: input.paid_date,
        method: input.payment_method,
        receivedBy: input.received_by ?? null,
        deliveredBy: input.delivered_by ?? null,
        notes: input.paid_notes ?? "",
        ...(autoInvoice ? { autoInvoice } : {}),
      });
      return hiddenPaymentTypes(ctx.caller.type).includes("commission") ? { ...paid, commissionPaymentId: null } : paid;
    }),

  undo: write
    .input(ZIdSchema)
    .output(ZPaymentActionOutput)
    .mutation(({ ctx, input }) => undoPayment(ctx.database.app, ctx.ledger, { paymentId: input.id })),
  cancel: write
    .input(ZIdSchema)
    .output(ZPaymentActionOutput)
    .mutation(({ ctx, input }) => cancelPayment(ctx.database.app, ctx.ledger, { paymentId: input.id })),
  delete: write
    .input(ZIdSchema)
    .output(ZPaymentActionOutput)
    .mutation(({ ctx, input }) => deletePayment(ctx.database.app, ctx.ledger, { paymentId: input.id })),
  split: write
    .input(ZPaymentSplitSchema)
    .output(ZSplitPaymentOutput)
    .mutation(({ ctx, input }) =>
      splitPayment(ctx.database.app, ctx.ledger, {
        paymentId: input.id,
        parts: input.parts.map((part) => ({ dueDate: part.due_date, price: toFixed2(part.price) })),
      }),
    ),
  contacted: write
    .input(ZPaymentContactedSchema)
    .output(ZPaymentActionOutput)
    .mutation(({ ctx, input }) =>
      markPaymentContacted(ctx.database.app, ctx.ledger, { paymentId: input.id, contacted: input.contacted, notes: input.notes ?? "" }),
    ),
});
