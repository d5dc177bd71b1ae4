import { renderReportPdf } from "@amlak/documents";
import { translate } from "@amlak/i18n";
import { formatMoney, money } from "@amlak/money";
import { z } from "zod";
import { letterheadOf } from "./documents.routes.ts";
import { fileName } from "./exports.routes.ts";
import { restRoute, type RestRequest } from "./rest-route.ts";

const PDF = "application/pdf";
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
  net: amount,
  closing: amount,
  lines: z.array(z.record(z.string(), z.unknown())),
});

const FIGURES = ["opening", "collected", "commission", "expenses", "net", "closing"] as const;

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
        const t = (key: string) => translate(lang, key);
        const title = t("reports.ownerStatement.title");
        const [organization, me] = await Promise.all([letterheadOf(call), call.session.me()]);
        const body = await renderReportPdf(
          {
            title,
            organization,
            filters: [
              { label: t("reportsScreen.filter.lessor"), value: statement.lessor.name },
              { label: t("reportsScreen.filter.startDate"), value: statement.start_date },
              { label: t("reportsScreen.filter.endDate"), value: statement.end_date },
              ...FIGURES.map((key) => ({ label: t(`reports.ownerStatement.${key}`), value: formatMoney(money(statement[key]), lang) })),
            ],
            columns: [
              { key: "date", label: t("reports.ownerStatement.column.date"), kind: "date" },
              { key: "kind", label: t("reports.ownerStatement.column.kind"), kind: "text" },
              { key: "category", label: t("reports.column.payment_type"), kind: "text" },
              { key: "real_estate", label: t("reports.column.property"), kind: "text" },
              { key: "tenant", label: t("reports.column.tenant"), kind: "text" },
              { key: "amount", label: t("reports.ownerStatement.column.amount"), kind: "money" },
              { key: "balance", label: t("reports.ownerStatement.column.balance"), kind: "money" },
            ],
            rows: statement.lines.map((line) => ({ ...line, kind: t(`reports.ownerStatement.kind.${line.kind}`) })),
          },
          { lang, dateType: me.dateType },
        );
        return { body, filename: fileName(title, new Date(), "pdf"), contentType: PDF };
      },
    },
  }),
];
