import type { createCaller } from "@amlak/api";
import { renderReportPdf, writeSpreadsheet, type SpreadsheetColumn } from "@amlak/documents";
import { translate } from "@amlak/i18n";
import { formatSaudiPhone, ZReportFiltersSchema } from "@amlak/schemas";
import type { ReportName } from "@amlak/domain";
import { z } from "zod";
import { fileName } from "./exports.routes.ts";
import { restRoute, type OutputOf, type RestRequest } from "./rest-route.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PDF = "application/pdf";

type Report = OutputOf<"reports.run">;
type Cell = Report["rows"][number][string];

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

/** The report's rows: amounts as JSON numbers with two decimals, the legacy contract (DESIGN §3). */
const legacyCells = (report: Report, row: Record<string, Cell>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      const isMoney = report.columns.some((column) => column.key === key && column.kind === "money");
      return [key, isMoney && typeof value === "string" ? Number(value) : value];
    }),
  );

const SPREADSHEET_KIND = { text: "text", money: "amount", date: "date", number: "number", phone: "text" } as const;

/** The report as an xlsx (an Arabic sheet reads right to left) or a PDF on the organization's letterhead. */
async function reportFile(report: Report, request: RestRequest, call: ReturnType<typeof createCaller>) {
  const { lang } = request;
  const title = translate(lang, `reports.${report.report}.title`);
  const now = new Date();
  if (resultType(request) === "EXCEL") {
    const columns: SpreadsheetColumn<Record<string, Cell>>[] = report.columns.map((column) => ({
      header: column.label,
      kind: SPREADSHEET_KIND[column.kind],
      value: (row) => {
        const value = row[column.key];
        return column.kind === "phone" && typeof value === "string" ? formatSaudiPhone(value) : value;
      },
    }));
    const totals = { [report.columns[0]!.key]: translate(lang, "document.report.total"), ...report.totals };
    const body = await writeSpreadsheet({ title, rightToLeft: lang === "ar", columns, rows: report.rows, totals });
    return { body, filename: fileName(title, now, "xlsx"), contentType: XLSX };
  }
  const [organization, me] = await Promise.all([call.organization.letterhead(), call.session.me()]);
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
      rows: report.rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)])),
      ),
      totals: report.totals,
    },
    { lang, dateType: me.dateType },
  );
  return { body, filename: fileName(title, now, "pdf"), contentType: PDF };
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
    input: (request) => ({
      report,
      result_type: resultType(request),
      filters: Object.fromEntries(Object.entries(request.query).filter(([key, value]) => value !== "" && !NOT_FILTERS.has(key))),
    }),
    answer: {
      schema: ZRawReport,
      from: (output) => ({
        rows: output.rows.map((row) => legacyCells(output, row)),
        totals: Object.fromEntries(Object.entries(output.totals).map(([key, value]) => [key, Number(value)])),
      }),
    },
    file: { contentType: XLSX, wanted: (request) => resultType(request) !== "RAW", render: reportFile },
  }),
);
