import { REPORT_NAMES } from "@amlak/domain";
import { ZReportRunSchema } from "@amlak/schemas";
import { z } from "zod";
import { runReport } from "../reports/run-report.ts";
import { memberProcedure, router } from "../trpc.ts";

const ZReportOutput = z.object({
  report: z.enum(REPORT_NAMES),
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(["text", "money", "date", "number", "phone"]) })),
  /** SPEC §3 row fields: money as decimal strings ("1234.50"), dates YYYY-MM-DD. */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totals: z.record(z.string(), z.string()),
  filters: z.array(z.object({ label: z.string(), value: z.string() })),
});

/** The nine reports of SPEC §2 through one pipeline: search (RAW) and the rows behind an Excel or PDF export. */
export const reportsRouter = router({
  run: memberProcedure
    .input(ZReportRunSchema.extend({ report: z.enum(REPORT_NAMES, { error: "field.invalid" }) }))
    .output(ZReportOutput)
    .query(({ ctx, input }) =>
      runReport(
        { trx: ctx.trx, orgId: ctx.caller.orgId, type: ctx.caller.type, lang: ctx.lang, now: ctx.now() },
        input.report,
        input.filters,
        input.result_type,
      ),
    ),
});
