import { scopeNames, type Trx } from "@amlak/db";
import { AppError, hasAction, hiddenPaymentTypes, reportAccess, riyadhToday, type ReportName, type UserType } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { add, money, toFixed2 } from "@amlak/money";
import type { TReportFilters, TReportResultType } from "@amlak/schemas";
import { loadAuthorization } from "../authorization.ts";
import { REPORT_DEFINITIONS } from "./catalogue.ts";
import type { ReportColumnKind, ReportRow } from "./report-definition.ts";

export interface ReportResult {
  report: ReportName;
  columns: { key: string; label: string; kind: ReportColumnKind }[];
  rows: ReportRow[];
  /** Exact decimal sums of the report's total columns, by column key ("1234.50"). */
  totals: Record<string, string>;
  /** The filters the report ran with, as the caller reads them (names, not ids), for an export's header. */
  filters: { label: string; value: string }[];
}

interface ReportCaller {
  trx: Trx;
  orgId: string;
  type: UserType;
  lang: Lang;
  now: Date;
}

const TWO_DECIMALS = /^-?\d+\.\d{2}$/;

/** An amount as "1234.50": numeric(14,2) columns already read so; only computed ones ("0", "12.5") are parsed again. */
const twoDecimals = (cell: string | number): string => {
  const text = String(cell);
  return TWO_DECIMALS.test(text) ? text : toFixed2(money(text));
};

/** Translations remembered for one run: a report names a handful of statuses and methods over thousands of rows. */
function textsOf(lang: Lang): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = translate(lang, key)));
    return text;
  };
}

const EXPORT_ACTION = { EXCEL: "EXPORT_EXCEL", PDF: "EXPORT_PDF" } as const;

/**
 * SPEC §6 for a report: the caller's role must see its category (else 403, not only a locked card), the package must
 * list it on REPORTS, and a file needs EXPORT_EXCEL or EXPORT_PDF.
 */
export async function requireReportAccess(caller: ReportCaller, report: ReportName, resultType: TReportResultType): Promise<void> {
  const { subscription, permissions } = await loadAuthorization(caller.trx, { ...caller, today: riyadhToday(caller.now) });
  const access = reportAccess(caller.type, permissions, report);
  if (access === "hidden") throw new AppError("auth.roleForbidden");
  if (!subscription.active) throw new AppError("subscription.none");
  if (access === "locked") throw new AppError("subscription.notAllowed");
  if (resultType !== "RAW" && !hasAction(permissions, "REPORTS", EXPORT_ACTION[resultType])) throw new AppError("subscription.notAllowed");
}

/**
 * The one report pipeline (DESIGN §7): the caller's role must see the report's category, the package must list the
 * report on REPORTS (and EXPORT_EXCEL / EXPORT_PDF for a file), then the rows are read in the caller's
 * organization-scoped transaction and the total columns summed exactly.
 */
export async function runReport(
  caller: ReportCaller,
  report: ReportName,
  filters: TReportFilters,
  resultType: TReportResultType,
): Promise<ReportResult> {
  const definition = REPORT_DEFINITIONS[report];
  if (!definition) throw new AppError("notFound");
  const today = riyadhToday(caller.now);
  await requireReportAccess(caller, report, resultType);

  const described = await describeFilters(caller, filters);
  const raw = await definition.rows(caller.trx, {
    filters,
    orgId: caller.orgId,
    lang: caller.lang,
    text: textsOf(caller.lang),
    today,
    seesCommissions: hiddenPaymentTypes(caller.type).length === 0,
  });
  const moneyKeys = definition.columns.filter((column) => column.kind === "money").map((column) => column.key);
  const rows = raw.map((row) => ({
    ...row,
    ...Object.fromEntries(moneyKeys.map((key) => [key, row[key] == null ? null : twoDecimals(row[key])])),
  }));
  const totals = Object.fromEntries(
    definition.columns
      .filter((column) => column.total)
      // Folded one row at a time: spreading 100,000 rows into add() overflows the call stack.
      .map((column) => [column.key, toFixed2(rows.reduce((sum, row) => add(sum, money(String(row[column.key] ?? 0))), money(0)))]),
  );
  return {
    report,
    columns: definition.columns.map(({ key, labelKey, kind }) => ({ key, label: translate(caller.lang, labelKey), kind })),
    rows,
    totals,
    filters: described,
  };
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
