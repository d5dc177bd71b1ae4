import type { Trx } from "@amlak/db";
import type { ReportName } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";

/** How a column's cells are stored and shown: money as decimal strings ("1234.50"), dates as YYYY-MM-DD. */
export type ReportColumnKind = "text" | "money" | "date" | "number" | "phone";

export interface ReportColumn {
  /** The SPEC §3 row field name, as RAW answers it. */
  key: string;
  /** Its heading in the reports catalogue (packages/i18n reports-screen), the same in the table, the xlsx and the PDF. */
  labelKey: string;
  kind: ReportColumnKind;
  /** Summed into the totals row (money and number columns only). */
  total?: boolean;
}

type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** What a report is run with: its SPEC §7 query parameters, parsed, and who runs it. */
export interface ReportRun<Filters> {
  filters: Filters;
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

/**
 * One report: a query and a column list (DESIGN §7: one pipeline serves every report). The pipeline validates the
 * filters, checks the role and the package, runs `rows` inside the caller's organization-scoped transaction, adds the
 * totals of the `total` columns, and writes the same rows as RAW JSON, an xlsx or a PDF.
 */
export interface ReportDefinition<Filters> {
  name: ReportName;
  /** The SPEC §7 path under /api, e.g. "/reports/income". */
  path: string;
  columns: readonly ReportColumn[];
  rows(trx: Trx, run: ReportRun<Filters>): Promise<ReportRow[]>;
}
