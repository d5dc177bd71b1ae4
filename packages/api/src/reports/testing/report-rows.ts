import type { ReportResult } from "../run-report.ts";

/** A report's lines as rows keyed by column (its SPEC §3 field names), as tests read them. */
const keyedRows = ({ columns, rows }: Pick<ReportResult, "columns" | "rows">) =>
  rows.map((cells) => Object.fromEntries(columns.map((column, index) => [column.key, cells[index] ?? null])));

/** A report run's answer with its lines keyed by column. */
export const withKeyedRows = <Result extends Pick<ReportResult, "columns" | "rows">>(
  result: Result,
): Omit<Result, "rows"> & { rows: Record<string, string | null>[] } => ({ ...result, rows: keyedRows(result) });
