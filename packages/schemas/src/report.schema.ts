import { z } from "zod";
import { ZDateSchema } from "./date.ts";
import { plainText } from "./field.ts";
import { checkRange } from "./primitives/date-input.ts";
import { ZUuidSchema } from "./uuid.ts";

/** SPEC §7 result_type: the rows as JSON (a search), or the same rows as a file (an export). */
const REPORT_RESULT_TYPES = ["RAW", "EXCEL", "PDF"] as const;
export type TReportResultType = (typeof REPORT_RESULT_TYPES)[number];

/** SPEC §4 contract statuses as the contracts report filters them. */
export const REPORT_CONTRACT_STATUSES = [
  "Contract_Ongoing",
  "Contract_Upcoming",
  "Contract_Completed",
  "Contract_Cancelled",
  "Contract_Vacant",
] as const;

/** SPEC §4 payment filter values; All is the default (SPEC §7). */
export const REPORT_PAYMENT_STATUSES = ["All", "pending", "paid"] as const;

/** A query-string flag: REST sends "true"/"false", tRPC a boolean. */
const ZFlagSchema = z.union([z.boolean(), z.enum(["true", "false"]).transform((text) => text === "true")], { error: "field.invalid" });

/**
 * Every filter of the nine reports (SPEC §7), in their SPEC names; each report reads the ones its call lists. Empty
 * filters are left out by the caller (SPEC §7). Reports do not run with an invalid date or a start after the end (SPEC §5).
 */
export const ZReportFiltersSchema = z
  .strictObject(
    {
      lessor: ZUuidSchema.optional(),
      real_estate_id: ZUuidSchema.optional(),
      tenant_id: ZUuidSchema.optional(),
      start_date: ZDateSchema.optional(),
      end_date: ZDateSchema.optional(),
      show_all_summary: ZFlagSchema.optional(),
      show_received_by: ZFlagSchema.optional(),
      contract_status: z.enum(REPORT_CONTRACT_STATUSES, { error: "field.invalid" }).optional(),
      payment_status: z.enum(REPORT_PAYMENT_STATUSES, { error: "field.invalid" }).default("All"),
      /** The payment category (lookup PAYMENT_CATEGORY code) the lessor's payments report shows. */
      payment_category_agent_view_id: plainText()
        .trim()
        .min(1, { error: "field.invalid" })
        .max(50, { error: "field.maxLength" })
        .optional(),
    },
    { error: "field.invalid" },
  )
  .superRefine((filters, ctx) => {
    if (!filters.start_date || !filters.end_date) return;
    const result = checkRange(filters.start_date, filters.end_date);
    if (!result.ok) ctx.issues.push({ code: "custom", message: result.code, path: ["end_date"], input: filters });
  });

export type TReportFilters = z.output<typeof ZReportFiltersSchema>;

/**
 * One report run (tRPC reports.run): which report (the server checks the name against its catalogue), its filters, and
 * whether the rows are searched (RAW) or exported (EXCEL, PDF: the package must grant EXPORT_EXCEL / EXPORT_PDF).
 */
export const ZReportRunSchema = z.object({
  report: plainText(),
  filters: ZReportFiltersSchema.default({ payment_status: "All" }),
  result_type: z.enum(REPORT_RESULT_TYPES, { error: "field.invalid" }).default("RAW"),
});
