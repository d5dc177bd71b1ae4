import { findContact } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { ZOwnerStatementSchema } from "@amlak/schemas";
import { ZOwnerStatementOutput } from "../outputs/owner-statement.output.ts";
import { ownerStatementOf, ownerTermsOf } from "../reports/owner-statement.ts";
import { requireReportAccess } from "../reports/run-report.ts";
import { memberProcedure, router } from "../trpc.ts";

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
      const period = { lessorIds: [lessor.id], from: input.start_date, to: input.end_date };
      const terms = await ownerTermsOf(trx, orgId, period);
      return ownerStatementOf(trx, { orgId, lang, lessor: { id: lessor.id, name: lessor.name }, ...period }, terms);
    }),
});
