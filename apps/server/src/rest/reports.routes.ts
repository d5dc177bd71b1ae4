import type { createCaller } from "@amlak/api";
import { renderReportPdf } from "@amlak/documents";
import { translate } from "@amlak/i18n";
import { ZReportFiltersSchema } from "@amlak/schemas";
import type { ReportName } from "@amlak/domain";
import { z } from "zod";
import { letterheadOf } from "./documents.routes.ts";
import { fileName } from "./exports.routes.ts";
import { restRoute, type FileAnswer, type OutputOf, type RestRequest } from "./rest-route.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PDF = "application/pdf";

type Report = OutputOf<"reports.run">;
type Cells = Report["rows"][number];

/** SPEC §7 report calls, each at its legacy path. */
const REPORT_PATHS: [ReportName, string, string][] = [
  ["INCOME_REPORT", "/reports/income", "Income per contract: paid income, expenses, commission and net return"],
  ["INCOME_REPORT_DETAILS", "/reports/income/per-payment", "Every paid payment of the period as income, expense or commission"],
  ["COMMISSION_PAYMENTS_REPORT", "/reports/payments/commissionPaymentsReport", "The manager's commissions due in the period"],
  ["PROFIT_REPORT", "/reports/payments/profitReport", "The manager's commissions earned and paid out, per contract"],
  ["INVESTMENT_REPORT", "/reports/investment", "Per property: paid income, expenses, commission and net return"],
  ["ACTIVE_CONTRACTS_REPORT", "/reports/contract/activeContracts", "The contracts running today with their next payment due"],
  ["CONTRACTS_REPORT", "/reports/contract/contracts", "The contracts of a period by status, and the vacant units"],
  ["PAYMENTS_LESSOR_REPORT", "/reports/payments/payments_Lessor", "The lessor's payments due in the period, paid and pending"],
  ["TAX_INVOICE_REPORT", "/reports/tax/overall", "The tax invoices issued in the period with their VAT"],
];

/** Query parameters that are not filters: the answer's form and the language of its texts. */
const NOT_FILTERS = new Set(["result_type", "lang"]);
const resultType = ({ query }: RestRequest) => query.result_type || "RAW";

const AS_NUMBER = new Set(["money", "number"]);

/** The report's lines as SPEC §3 rows: fields by column key, amounts as JSON numbers with two decimals (DESIGN §3). */
const legacyRows = ({ columns, rows }: Report) => {
  const numeric = columns.map((column) => AS_NUMBER.has(column.kind));
  return rows.map((cells) =>
    Object.fromEntries(
      columns.map((column, index) => [column.key, numeric[index] && cells[index] !== null ? Number(cells[index]) : cells[index]]),
    ),
  );
};

/** The cells by column key, as the PDF's table reads them. */
const keyed = (columns: Report["columns"], cells: Cells) => Object.fromEntries(columns.map((column, index) => [column.key, cells[index]]));

const reportInput = (report: ReportName, request: RestRequest) => ({
  report,
  result_type: resultType(request),
  filters: Object.fromEntries(Object.entries(request.query).filter(([key, value]) => value !== "" && !NOT_FILTERS.has(key))),
});

/** The report as a PDF on the organization's letterhead, with its filters and when it was made. */
async function reportPdf(report: Report, request: RestRequest, call: ReturnType<typeof createCaller>): Promise<FileAnswer> {
  const { lang } = request;
  const title = translate(lang, `reports.${report.report}.title`);
  const now = new Date();
  const [organization, me] = await Promise.all([letterheadOf(call), call.session.me()]);
  const generatedAt = new Intl.DateTimeFormat(lang === "ar" ? "ar-SA-u-nu-latn-ca-gregory" : "en-GB", {
    timeZone: "Asia/Riyadh",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(now);
  const body = await renderReportPdf(
    {
      title,
      organization,
      filters: [...report.filters, { label: translate(lang, "reports.generatedAt"), value: generatedAt }],
      columns: report.columns,
      rows: report.rows.map((cells) => keyed(report.columns, cells)),
      totals: report.totals,
    },
    { lang, dateType: me.dateType },
  );
  return { body, filename: fileName(title, now, "pdf"), contentType: PDF };
}

/** The report as an xlsx, written by the API while its lines are read from a cursor. */
async function reportSpreadsheet(report: ReportName, request: RestRequest, call: ReturnType<typeof createCaller>): Promise<FileAnswer> {
  const { report: name, filters } = reportInput(report, request);
  const { title, body } = await call.reports.spreadsheet({ report: name, filters });
  return { body, filename: fileName(title, new Date(), "xlsx"), contentType: XLSX };
}

/** The legacy RAW answer. */
const ZRawReport = z.object({ rows: z.array(z.record(z.string(), z.unknown())), totals: z.record(z.string(), z.number()) });

/**
 * The reports (SPEC §7): result_type RAW answers `{ rows, totals }`, EXCEL an xlsx and PDF a printable report, named
 * the report plus the Riyadh time. The procedure checks role, package and EXPORT_EXCEL / EXPORT_PDF.
 */
export const reportRoutes = REPORT_PATHS.map(([report, path, summary]) =>
  restRoute({
    method: "GET",
    path,
    summary,
    procedure: "reports.run",
    query: ["result_type", ...Object.keys(ZReportFiltersSchema.shape), "lang"],
    input: (request) => reportInput(report, request),
    answer: {
      schema: ZRawReport,
      from: (output) => ({
        rows: legacyRows(output),
        totals: Object.fromEntries(Object.entries(output.totals).map(([key, value]) => [key, Number(value)])),
      }),
    },
    file: {
      contentType: XLSX,
      wanted: (request) => resultType(request) !== "RAW",
      direct: (request, call) => (resultType(request) === "EXCEL" ? reportSpreadsheet(report, request, call) : null),
      render: reportPdf,
    },
  }),
);
