import { IMPORT_SHEETS } from "@amlak/schemas";
import { z } from "zod";

/** The import template in the asked language, which GET /api/imports/template writes as a workbook. */
export const ZImportTemplateOutput = z.object({
  filename: z.string(),
  rightToLeft: z.boolean(),
  /** How many rows its formats and drop-downs cover. */
  rows: z.int(),
  sheets: z.array(
    z.object({
      title: z.string(),
      columns: z.array(
        z.object({
          /** Written in the sheet's hidden first row: "units.name". */
          key: z.string(),
          header: z.string(),
          note: z.string(),
          kind: z.enum(["text", "amount", "date", "choice"]),
          options: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
  guide: z.object({ title: z.string(), lines: z.array(z.string()) }),
});

/** What a workbook holds to import, and what importing it adds. */
export const ZImportSummaryOutput = z.object({
  compounds: z.int(),
  units: z.int(),
  contacts: z.int(),
  contracts: z.int(),
  /** The instalments the contracts' schedules make. */
  payments: z.int(),
});

/** Every row of an uploaded workbook as read, each bad cell with its message in the caller's language. */
export const ZImportPreviewOutput = z.object({
  /** No row has an error: committing the same file imports it. */
  ok: z.boolean(),
  errorCount: z.int(),
  summary: ZImportSummaryOutput,
  sheets: z.array(
    z.object({
      sheet: z.enum(IMPORT_SHEETS),
      title: z.string(),
      rows: z.array(
        z.object({
          /** The row's number in the spreadsheet. */
          row: z.int(),
          /** The cells by column key, as typed; blank is null. */
          cells: z.record(z.string(), z.string().nullable()),
          errors: z.array(z.object({ field: z.string(), message: z.string() })),
        }),
      ),
    }),
  ),
});
