import { writeSpreadsheet, type SpreadsheetColumn } from "@amlak/documents";
import type { ReportName } from "@amlak/domain";
import { formatSaudiPhone, type TReportFilters } from "@amlak/schemas";
import type { ReportCells } from "./report-definition.ts";
import { openReport, reportTotals, type ReportCaller } from "./run-report.ts";

const SPREADSHEET_KIND = { text: "text", money: "amount", date: "date", number: "number", phone: "text" } as const;

/**
 * A report as an xlsx (an Arabic sheet reads right to left) with a closing totals row. Its lines come through a cursor
 * and are written as they come, the totals summed on the way: a 100,000-line export never holds its lines in memory.
 */
export async function reportSpreadsheet(caller: ReportCaller, report: ReportName, filters: TReportFilters) {
  const { definition, lines, columns, text } = await openReport(caller, report, filters, "EXCEL");
  const title = text(`reports.${report}.title`);
  const totals = reportTotals(definition);
  async function* summed() {
    for await (const cells of lines.each()) {
      totals.add(cells);
      yield cells;
    }
  }
  const sheetColumns: SpreadsheetColumn<ReportCells>[] = columns.map((column, index) => ({
    header: column.label,
    kind: SPREADSHEET_KIND[column.kind],
    value: (cells) => (column.kind === "phone" && cells[index] ? formatSaudiPhone(cells[index]) : cells[index]),
  }));
  const totalsLine = (): ReportCells => {
    const sums = totals.byKey();
    // The first column names the line, unless it has a total of its own.
    return columns.map((column, index) => sums[column.key] ?? (index === 0 ? text("document.report.total") : null));
  };
  const body = await writeSpreadsheet({
    title,
    rightToLeft: caller.lang === "ar",
    columns: sheetColumns,
    rows: summed(),
    totals: totalsLine,
  });
  return { title, body };
}
