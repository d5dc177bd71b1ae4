import { translate } from "@amlak/i18n";
import { formatSaudiPhone } from "@amlak/schemas";
import { displayDate, displayMoney, type DisplayOptions } from "./display.ts";
import { PdfDocument, STYLES, type Align } from "./pdf/document.ts";
import { drawLetterhead, type Letterhead } from "./pdf/letterhead.ts";
import { drawPanels } from "./pdf/panels.ts";
import { drawSignatures, type Signature } from "./pdf/signatures.ts";
import { isolate } from "./pdf/bidi-text.ts";
import { drawTable } from "./pdf/table.ts";

type ReportColumnKind = "text" | "money" | "date" | "number" | "phone";

interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
  /** Defaults by kind: text at the start edge, money right-aligned on its decimals, dates centred. */
  align?: Align;
  /** Share of the width relative to the other columns; defaults by kind. */
  weight?: number;
}

/** Cell values as stored: money as decimal strings ("1234.50"), dates as YYYY-MM-DD, text as is. */
type ReportRow = Record<string, string | null | undefined>;

export interface ReportDocument {
  title: string;
  /** Printed on the letterhead when given. */
  organization?: Letterhead;
  filters: { label: string; value: string }[];
  /** The heading over the filters panel; "Filters" unless the document is not a report (a quotation's details). */
  filtersTitle?: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Values for the closing totals row, by column key (usually the money columns). */
  totals?: ReportRow;
  /** Who signs under the table (a settlement the tenant and the manager sign). */
  signatures?: Signature[];
}

const DEFAULTS: Record<ReportColumnKind, { align: Align; weight: number }> = {
  text: { align: "start", weight: 2 },
  money: { align: "numeric", weight: 1.7 },
  date: { align: "center", weight: 1.6 },
  number: { align: "numeric", weight: 1 },
  phone: { align: "center", weight: 1.6 },
};
/** More columns than this turn the page to landscape. */
const PORTRAIT_COLUMNS = 6;

/** The one table report behind every report export: title, the filters it was run with, rows and totals. */
export async function renderReportPdf(report: ReportDocument, options: DisplayOptions): Promise<Buffer> {
  const { lang } = options;
  const doc = new PdfDocument(lang, { title: report.title, landscape: report.columns.length > PORTRAIT_COLUMNS });
  if (report.organization) drawLetterhead(doc, report.organization);
  doc.title(report.title);
  if (report.filters.length > 0)
    drawPanels(doc, [{ title: report.filtersTitle ?? translate(lang, "document.report.filters"), fields: report.filters }], {
      labelShare: 0.25,
    });
  const columns = report.columns.map(({ label, kind, align, weight }) => ({
    label,
    align: align ?? DEFAULTS[kind].align,
    weight: weight ?? DEFAULTS[kind].weight,
  }));
  const cells = (row: ReportRow) => report.columns.map((column) => displayCell(row[column.key], column.kind, options));
  const totals = report.totals && totalsCells(report.totals, report.columns, options);
  drawTable(doc, columns, report.rows.map(cells), totals);
  if (report.rows.length === 0)
    doc.y += doc.write(
      translate(lang, "document.report.noRows"),
      { offset: 0, width: doc.width, y: doc.y + 6, align: "center" },
      STYLES.label,
    );
  if (report.signatures) {
    doc.y += 24;
    drawSignatures(doc, report.signatures);
  }
  return doc.toBuffer();
}

function displayCell(value: string | null | undefined, kind: ReportColumnKind, options: DisplayOptions): string {
  if (value === null || value === undefined || value === "") return "";
  if (kind === "money") return displayMoney(value, options.lang);
  if (kind === "date") return displayDate(value, options);
  if (kind === "phone") return isolate(formatSaudiPhone(value), "ltr");
  return value;
}

/** The totals row: the word "Total" in the first column unless that column has a total of its own. */
function totalsCells(totals: ReportRow, columns: ReportColumn[], options: DisplayOptions): string[] {
  return columns.map((column, index) => {
    const value = displayCell(totals[column.key], column.kind, options);
    return index === 0 && value === "" ? translate(options.lang, "document.report.total") : value;
  });
}
