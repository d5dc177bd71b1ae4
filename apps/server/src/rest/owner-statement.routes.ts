import { renderReportPdf, writeSpreadsheet } from "@amlak/documents";
import { translate, type Lang } from "@amlak/i18n";
import { formatMoney, money } from "@amlak/money";
import { z } from "zod";
import { letterheadOf, type Letterhead, type PrintOptions } from "./documents.routes.ts";
import { fileName } from "./exports.routes.ts";
import { restRoute, type FileAnswer, type OutputOf, type RestRequest } from "./rest-route.ts";

const PDF = "application/pdf";
export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const QUERY = ["lessor", "start_date", "end_date", "result_type"] as const;
const resultType = ({ query }: RestRequest) => query.result_type || "RAW";

const amount = z.number();

/** The RAW answer: the procedure's figures with amounts as JSON numbers with two decimals (DESIGN §3). */
const ZRawOwnerStatement = z.object({
  lessor: z.object({ id: z.string(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  opening: amount,
  collected: amount,
  commission: amount,
  expenses: amount,
  fees: amount,
  net: amount,
  remitted: amount,
  closing: amount,
  fee_to_charge: amount,
  due: amount,
  lines: z.array(z.record(z.string(), z.unknown())),
});

const FIGURES = ["opening", "collected", "commission", "expenses", "fees", "net", "remitted", "closing", "fee_to_charge", "due"] as const;

type OwnerStatement = OutputOf<"ownerStatements.get">;
type Line = OwnerStatement["lines"][number];

/** The statement's lines as printed and exported: the column, its heading key and its kind. */
const COLUMNS = [
  { key: "date", label: "reports.ownerStatement.column.date", kind: "date" },
  { key: "kind", label: "reports.ownerStatement.column.kind", kind: "text" },
  { key: "category", label: "reports.column.payment_type", kind: "text" },
  { key: "real_estate", label: "reports.column.property", kind: "text" },
  { key: "tenant", label: "reports.column.tenant", kind: "text" },
  { key: "amount", label: "reports.ownerStatement.column.amount", kind: "money" },
  { key: "balance", label: "reports.ownerStatement.column.balance", kind: "money" },
] as const satisfies readonly { key: keyof Line; label: string; kind: "date" | "text" | "money" }[];

const linesOf = (statement: OwnerStatement, lang: Lang) =>
  statement.lines.map((line) => ({ ...line, kind: translate(lang, `reports.ownerStatement.kind.${line.kind}`) }));

/** The printed owner statement on the organization's letterhead, named its title plus the Riyadh time. */
export async function ownerStatementPdf(statement: OwnerStatement, organization: Letterhead, options: PrintOptions): Promise<FileAnswer> {
  const t = (key: string) => translate(options.lang, key);
  const title = t("reports.ownerStatement.title");
  const body = await renderReportPdf(
    {
      title,
      organization,
      filters: [
        { label: t("reportsScreen.filter.lessor"), value: statement.lessor.name },
        { label: t("reportsScreen.filter.startDate"), value: statement.start_date },
        { label: t("reportsScreen.filter.endDate"), value: statement.end_date },
        ...FIGURES.map((key) => ({ label: t(`reports.ownerStatement.${key}`), value: formatMoney(money(statement[key]), options.lang) })),
      ],
      columns: COLUMNS.map((column) => ({ ...column, label: t(column.label) })),
      rows: linesOf(statement, options.lang),
    },
    options,
  );
  return { body, filename: fileName(title, new Date(), "pdf"), contentType: PDF };
}

/** The owner statement's lines as an xlsx (an Arabic sheet reads right to left). */
export async function ownerStatementSpreadsheet(statement: OwnerStatement, lang: Lang): Promise<FileAnswer> {
  const title = translate(lang, "reports.ownerStatement.title");
  const body = await writeSpreadsheet({
    title,
    rightToLeft: lang === "ar",
    columns: COLUMNS.map((column) => ({
      header: translate(lang, column.label),
      kind: column.kind === "money" ? "amount" : column.kind,
      value: (line: ReturnType<typeof linesOf>[number]) => (column.kind === "money" ? money(line[column.key]) : line[column.key]),
    })),
    rows: linesOf(statement, lang),
  });
  return { body, filename: fileName(title, new Date(), "xlsx"), contentType: XLSX };
}

/**
 * The owner statement (issue #10): result_type RAW answers the figures and lines, PDF prints them on the
 * organization's letterhead, named the statement's title plus the Riyadh time. The procedure checks role and package.
 */
export const ownerStatementRoutes = [
  restRoute({
    method: "GET",
    path: "/reports/owner-statement",
    summary: "What is due to one lessor for a period: opening balance, rent collected, commission and expenses, closing balance",
    procedure: "ownerStatements.get",
    query: [...QUERY, "lang"],
    input: ({ query }) => Object.fromEntries(QUERY.flatMap((key) => (query[key] ? [[key, query[key]]] : []))),
    answer: {
      schema: ZRawOwnerStatement,
      from: (output) => ({
        ...output,
        ...Object.fromEntries(FIGURES.map((key) => [key, Number(output[key])])),
        lines: output.lines.map((line) => ({ ...line, amount: Number(line.amount), balance: Number(line.balance) })),
      }),
    },
    file: {
      contentType: PDF,
      wanted: (request) => resultType(request) === "PDF",
      render: async (statement, { lang }, call) => {
        const [organization, me] = await Promise.all([letterheadOf(call), call.session.me()]);
        return ownerStatementPdf(statement, organization, { lang, dateType: me.dateType });
      },
    },
  }),
];
