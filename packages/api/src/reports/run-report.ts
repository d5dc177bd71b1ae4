import { scopeNames, type Trx } from "@amlak/db";
import { AppError, hasAction, hiddenPaymentTypes, reportAccess, riyadhToday, type ReportName, type UserType } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { runningTotal } from "@amlak/money";
import type { TReportFilters, TReportResultType } from "@amlak/schemas";
import { loadAuthorization } from "../authorization.ts";
import { REPORT_DEFINITIONS } from "./catalogue.ts";
import type { ReportCells, ReportColumnKind, ReportDefinition, ReportRun } from "./report-definition.ts";

export interface ReportResult {
  report: ReportName;
  columns: { key: string; label: string; kind: ReportColumnKind }[];
  /** Each line's cells in the order of `columns`. */
  rows: ReportCells[];
  /** Exact decimal sums of the report's total columns, by column key ("1234.50"). */
  totals: Record<string, string>;
  /**
   * The filters the report ran with, as the caller reads them (names, not ids), for an export's header; last, how far
   * behind the figures are when they were read from a replica lagging past the note's threshold.
   */
  filters: { label: string; value: string }[];
  /** That lag in seconds, or null when the figures are current (or within the threshold). */
  lag_seconds: number | null;
}

export interface ReportCaller {
  trx: Trx;
  orgId: string;
  type: UserType;
  lang: Lang;
  now: Date;
  /** Seconds the replica the report reads from is behind, when past REPORTS_LAG_NOTE_SECONDS. */
  behindSeconds?: number;
}

/** Translations remembered for one run: a report names a handful of statuses and methods over thousands of rows. */
function textsOf(lang: Lang): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = translate(lang, key)));
    return text;
  };
}

/** The running totals of a report's total columns, fed each line as it is read. */
export function reportTotals(definition: ReportDefinition) {
  const sums = definition.columns.map((column) => (column.total ? runningTotal() : null));
  return {
    add: (cells: ReportCells) => sums.forEach((sum, index) => sum?.add(cells[index])),
    byKey: (): Record<string, string> =>
      Object.fromEntries(definition.columns.flatMap((column, index) => (sums[index] ? [[column.key, sums[index].value()]] : []))),
  };
}

const EXPORT_ACTION = { EXCEL: "EXPORT_EXCEL", PDF: "EXPORT_PDF" } as const;

/**
 * SPEC §6 for a report: the caller's role must see its category (else 403, not only a locked card), the package must
 * list it on REPORTS, and a file needs EXPORT_EXCEL or EXPORT_PDF.
 */
export async function requireReportAccess(caller: ReportCaller, report: ReportName, resultType: TReportResultType): Promise<void> {
  const { permissions } = await loadAuthorization(caller.trx, { ...caller, today: riyadhToday(caller.now) });
  const access = reportAccess(caller.type, permissions, report);
  if (access === "hidden") throw new AppError("auth.roleForbidden");
  if (access === "locked") throw new AppError("subscription.notAllowed");
  if (resultType !== "RAW" && !hasAction(permissions, "REPORTS", EXPORT_ACTION[resultType])) throw new AppError("subscription.notAllowed");
}

/**
 * What every run of a report starts with (DESIGN §7): the role must see the report's category, the package must list
 * it on REPORTS (and EXPORT_EXCEL / EXPORT_PDF for a file), and every id among the filters must be the organization's.
 */
export async function openReport(caller: ReportCaller, report: ReportName, filters: TReportFilters, resultType: TReportResultType) {
  const definition = REPORT_DEFINITIONS[report];
  if (!definition) throw new AppError("notFound");
  await requireReportAccess(caller, report, resultType);
  const described = [...(await describeFilters(caller, filters)), ...lagNote(caller)];
  const run: ReportRun = {
    filters,
    orgId: caller.orgId,
    lang: caller.lang,
    text: textsOf(caller.lang),
    today: riyadhToday(caller.now),
    seesCommissions: hiddenPaymentTypes(caller.type).length === 0,
  };
  return {
    definition,
    text: run.text,
    lines: definition.lines(caller.trx, run),
    columns: definition.columns.map(({ key, labelKey, kind }) => ({ key, label: run.text(labelKey), kind })),
    filters: described,
  };
}

/** The one report pipeline: the report opened for the caller, its lines read in the caller's transaction, totals summed exactly. */
export async function runReport(
  caller: ReportCaller,
  report: ReportName,
  filters: TReportFilters,
  resultType: TReportResultType,
): Promise<ReportResult> {
  const opened = await openReport(caller, report, filters, resultType);
  const rows = await opened.lines.all();
  const totals = reportTotals(opened.definition);
  rows.forEach(totals.add);
  return {
    report,
    columns: opened.columns,
    rows,
    totals: totals.byKey(),
    filters: opened.filters,
    lag_seconds: caller.behindSeconds ?? null,
  };
}

/** The header's line saying the figures may miss the latest changes, in whole minutes (at least one). */
function lagNote({ behindSeconds, lang }: ReportCaller) {
  if (behindSeconds === undefined) return [];
  const count = Math.max(1, Math.ceil(behindSeconds / 60));
  return [{ label: translate(lang, "reportsScreen.lag.label"), value: translate(lang, "reportsScreen.lag.value", { count }) }];
}

const slashed = (iso: string) => iso.replaceAll("-", "/");

/**
 * The given filters in the reader's words. A lessor, tenant or property that is not the caller's organization's is
 * refused as an invalid field, exactly like an id that does not exist.
 */
async function describeFilters({ trx, orgId, lang }: ReportCaller, filters: TReportFilters) {
  const names = await scopeNames(trx, orgId, { lessor: filters.lessor, tenant: filters.tenant_id, realEstateId: filters.real_estate_id });
  const unknown = [
    ["lessor", filters.lessor, names.lessor],
    ["tenant_id", filters.tenant_id, names.tenant],
    ["real_estate_id", filters.real_estate_id, names.realEstate],
  ].filter(([, id, name]) => id && !name);
  if (unknown.length > 0)
    throw new AppError("validation.failed", {}, Object.fromEntries(unknown.map(([field]) => [`filters.${field}`, "field.invalid"])));
  const t = (key: string) => translate(lang, key);
  const shown: [string, string | undefined | null][] = [
    ["reportsScreen.filter.lessor", names.lessor],
    ["reportsScreen.filter.tenant", names.tenant],
    ["reportsScreen.filter.property", names.realEstate],
    ["reportsScreen.filter.startDate", filters.start_date && slashed(filters.start_date)],
    ["reportsScreen.filter.endDate", filters.end_date && slashed(filters.end_date)],
    ["reportsScreen.filter.contractStatus", filters.contract_status && t(`reportsScreen.contractStatus.${filters.contract_status}`)],
    [
      "reportsScreen.filter.paymentStatus",
      filters.payment_status !== "All" ? t(`reportsScreen.paymentStatus.${filters.payment_status}`) : null,
    ],
  ];
  return shown.flatMap(([label, value]) => (value ? [{ label: t(label), value }] : []));
}
