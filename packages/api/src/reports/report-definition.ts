import type { Trx } from "@amlak/db";
import type { ReportName } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { asTwoDecimals } from "@amlak/money";
import type { TReportFilters } from "@amlak/schemas";

/** How a column's cells are stored and shown: money as decimal strings ("1234.50"), dates as YYYY-MM-DD. */
export type ReportColumnKind = "text" | "money" | "date" | "number" | "phone";

/** One line of a report: its cells in the order of the report's columns. */
export type ReportCells = (string | null)[];

export interface ReportColumn<Row> {
  /** The SPEC §3 row field name, as RAW answers it. */
  key: string;
  /** Its heading in the reports catalogue (packages/i18n reports-screen), the same in the table, the xlsx and the PDF. */
  labelKey: string;
  kind: ReportColumnKind;
  /** Summed into the totals row (money and number columns only). */
  total?: boolean;
  /** The cell, when it is not the row's field named `key`: a status in the reader's words, an amount worked out. */
  cell?: (row: Row, run: ReportRun) => string | null;
}

/** What a report is run with: its SPEC §7 query parameters, parsed, and who runs it. */
export interface ReportRun {
  filters: TReportFilters;
  /** The caller's organization: repositories filter by it besides row-level security (DESIGN §3). */
  orgId: string;
  lang: Lang;
  /** A catalogue text in the caller's language, translated once per run however many rows name it. */
  text: (key: string) => string;
  /** Riyadh's today (YYYY-MM-DD). */
  today: string;
  /** Whether the caller's role sees commissions (the operational sub-user does not). */
  seesCommissions: boolean;
}

/** A query the pipeline runs whole (a search, a PDF) or through a cursor (an xlsx); Kysely's select builders are one. */
interface ReportQuery<Row> {
  execute(): Promise<Row[]>;
  stream(chunkSize?: number): AsyncIterableIterator<Row>;
}

/** A report's rows: a line per payment or invoice comes from a query; a summary may be worked out whole. */
type ReportSource<Row> = ReportQuery<Row> | Promise<readonly Row[]>;

interface ReportSpec<Row> {
  name: ReportName;
  /** The SPEC §7 path under /api, e.g. "/reports/income". */
  path: string;
  /** Typed by the rows' query: a column's `cell` reads the row the query gives. */
  columns: readonly ReportColumn<Row>[];
  rows(trx: Trx, run: ReportRun): ReportSource<Row>;
}

/** The rows of one run as cells: all at once, or one at a time from a cursor, for files too large to hold. */
interface ReportLines {
  all(): Promise<ReportCells[]>;
  /** `batch` lines fetched from the cursor at a time. */
  each(batch?: number): AsyncIterable<ReportCells>;
}

/**
 * One report as the pipeline runs it (DESIGN §7: a report is a query and a column list). The pipeline checks the role
 * and the package, reads the lines inside the caller's organization-scoped transaction, sums the `total` columns and
 * writes the same lines as RAW JSON, an xlsx or a PDF.
 */
export interface ReportDefinition {
  name: ReportName;
  path: string;
  columns: readonly Omit<ReportColumn<never>, "cell">[];
  lines(trx: Trx, run: ReportRun): ReportLines;
}

// Lines fetched per round trip of an export: 100 kept a 100,000-line xlsx's process at 250 MB, 1,000 at 314 MB, for the
// same 4.5 s (docs/performance.md).
const CURSOR_ROWS = 100;

/** A cell as the report carries it: amounts "1234.50", every other value as text, nothing as null. */
function cellReader<Row>(column: ReportColumn<Row>, run: ReportRun): (row: Row) => string | null {
  const { cell, key, kind } = column;
  if (cell) return (row) => cell(row, run);
  return (row) => {
    const value = (row as Record<string, string | number | null | undefined>)[key];
    if (value === null || value === undefined) return null;
    return kind === "money" ? asTwoDecimals(value) : String(value);
  };
}

/** A report from its query and columns: each row becomes its cells in column order, read once per column. */
export function defineReport<Row>(spec: ReportSpec<Row>): ReportDefinition {
  return {
    name: spec.name,
    path: spec.path,
    columns: spec.columns.map(({ key, labelKey, kind, total }) => ({ key, labelKey, kind, ...(total ? { total } : {}) })),
    lines(trx, run) {
      const readers = spec.columns.map((column) => cellReader(column, run));
      const cellsOf = (row: Row) => readers.map((read) => read(row));
      const source = spec.rows(trx, run);
      return {
        all: async () => ("execute" in source ? await source.execute() : await source).map(cellsOf),
        async *each(batch = CURSOR_ROWS) {
          if (!("stream" in source)) return yield* (await source).map(cellsOf);
          for await (const row of source.stream(batch)) yield cellsOf(row);
        },
      };
    },
  };
}
