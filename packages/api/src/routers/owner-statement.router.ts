import { findContact, listOwnerPayments } from "@amlak/db";
import { AppError, ownerStatement } from "@amlak/domain";
import { money, toFixed2 } from "@amlak/money";
import { ZOwnerStatementSchema } from "@amlak/schemas";
import { z } from "zod";
import { requireReportAccess } from "../reports/run-report.ts";
import { memberProcedure, router } from "../trpc.ts";

const ZAmount = z.string();

const ZOwnerStatementOutput = z.object({
  lessor: z.object({ id: z.string(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  /** Due to the owner before the period, then the period's movements and what is due at its end ("1234.50"). */
  opening: ZAmount,
  collected: ZAmount,
  commission: ZAmount,
  expenses: ZAmount,
  net: ZAmount,
  closing: ZAmount,
  lines: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(["collected", "commission", "expense"]),
      payment_id: z.string(),
      category: z.string().nullable(),
      real_estate: z.string().nullable(),
      tenant: z.string().nullable(),
      amount: ZAmount,
      balance: ZAmount,
    }),
  ),
});

/**
 * The owner statement (issue #10): what the manager owes one lessor for a period, from the payments on their units. A
 * lessor-side report: the roles that see the financial reports of the lessor, with INCOME_REPORT in the package (and
 * EXPORT_PDF for the printed one).
 */
export const ownerStatementsRouter = router({
  get: memberProcedure
    .input(ZOwnerStatementSchema)
    .output(ZOwnerStatementOutput)
    .query(async ({ ctx, input }) => {
      const { trx, lang } = ctx;
      const { orgId, type } = ctx.caller;
      // A lessor-side report: whoever may run the income report, with EXPORT_PDF for the printed one.
      await requireReportAccess({ trx, orgId, type, lang, now: ctx.now() }, "INCOME_REPORT", input.result_type);

      const lessor = await findContact(trx, input.lessor);
      // A lessor of another organization is refused like one that does not exist, as the reports' filters are.
      if (!lessor || lessor.type !== "lessor") throw new AppError("validation.failed", {}, { lessor: "field.invalid" });
      const payments = await listOwnerPayments(trx, orgId, lang, { lessor: lessor.id, to: input.end_date });
      const statement = ownerStatement(
        payments.map((payment) => ({ ...payment, price: money(payment.price), vat: money(payment.vat) })),
        { from: input.start_date, to: input.end_date },
      );
      const categoryName = new Map(payments.map((payment) => [payment.paymentId, payment.categoryName]));
      return {
        lessor: { id: lessor.id, name: lessor.name },
        start_date: input.start_date,
        end_date: input.end_date,
        opening: toFixed2(statement.opening),
        collected: toFixed2(statement.collected),
        commission: toFixed2(statement.commission),
        expenses: toFixed2(statement.expenses),
        net: toFixed2(statement.net),
        closing: toFixed2(statement.closing),
        lines: statement.lines.map((line) => ({
          date: line.date,
          kind: line.kind,
          payment_id: line.paymentId,
          category: categoryName.get(line.paymentId) ?? null,
          real_estate: line.realEstate,
          tenant: line.tenant,
          amount: toFixed2(line.amount),
          balance: toFixed2(line.balance),
        })),
      };
    }),
});
