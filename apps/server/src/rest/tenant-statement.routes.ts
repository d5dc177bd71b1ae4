import { displayDate, renderReportPdf, writeSpreadsheet } from "@amlak/documents";
import { addsToBalance, DEPOSIT_SETTLED } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { formatMoney, toFixed2 } from "@amlak/money";
import { letterheadOf, type Letterhead, type PrintOptions } from "./documents.routes.ts";
import { fileName } from "./exports.routes.ts";
import { XLSX } from "./owner-statement.routes.ts";
import { restRoute, type FileAnswer, type OutputOf, type RestRequest } from "./rest-route.ts";

const PDF = "application/pdf";

type TenantStatement = OutputOf<"contacts.statement">;

/** The statement's lines as printed and exported: the column, its heading key and its kind. */
const COLUMNS = [
  { key: "date", label: "contactPage.statement.date", kind: "date" },
  { key: "description", label: "contactPage.statement.description", kind: "text" },
  { key: "charge", label: "contactPage.statement.charge", kind: "money" },
  { key: "paid", label: "contactPage.statement.paid", kind: "money" },
  { key: "balance", label: "contactPage.statement.balance", kind: "money" },
] as const;

/** Each line worded in lang: what it is, then its unit or, for a voucher or a note, its reference (a note's invoice). */
const linesOf = (statement: TenantStatement, lang: Lang) =>
  statement.lines.map((line) => ({
    date: line.date,
    description: [
      translate(lang, `contactPage.statement.${line.kind}Of`, { type: line.typeName }),
      line.kind === "charge" || line.kind === "payment" ? line.realEstate : line.reference,
    ]
      .filter(Boolean)
      .join(" · "),
    charge: addsToBalance(line.kind) ? toFixed2(line.charge) : null,
    paid: addsToBalance(line.kind) ? null : toFixed2(line.paid),
    balance: toFixed2(line.balance),
  }));

const titleOf = (lang: Lang) => translate(lang, "contactPage.statement.title");

/** The printed tenant statement on the organization's letterhead: the tenant, the period and its figures, then its lines. */
export async function tenantStatementPdf(statement: TenantStatement, organization: Letterhead, options: PrintOptions): Promise<FileAnswer> {
  const { lang } = options;
  const t = (key: string) => translate(lang, key);
  const amount = (value: TenantStatement["opening"]) => formatMoney(value, lang);
  const body = await renderReportPdf(
    {
      title: titleOf(lang),
      organization,
      filtersTitle: t("contactPage.statement.details"),
      filters: [
        { label: t("contactPage.statement.tenant"), value: statement.tenant.name },
        ...(statement.from ? [{ label: t("contactPage.statement.from"), value: displayDate(statement.from, options) }] : []),
        { label: t("contactPage.statement.to"), value: displayDate(statement.to, options) },
        { label: t("contactPage.statement.opening"), value: amount(statement.opening) },
        { label: t("contactPage.statement.charges"), value: amount(statement.charges) },
        { label: t("contactPage.statement.received"), value: amount(statement.paid) },
        { label: t("contactPage.statement.closingBalance"), value: amount(statement.closing) },
        ...(statement.deposit.asked.isZero()
          ? []
          : [
              { label: t("contactPage.statement.depositAsked"), value: amount(statement.deposit.asked) },
              { label: t("contactPage.statement.depositHeld"), value: amount(statement.deposit.received) },
              ...DEPOSIT_SETTLED.filter(([figure]) => !statement.deposit[figure].isZero()).map(([figure, name]) => ({
                label: t(`settlement.figure.${name}`),
                value: amount(statement.deposit[figure]),
              })),
            ]),
      ],
      columns: COLUMNS.map((column) => ({ ...column, label: t(column.label) })),
      rows: linesOf(statement, lang),
      totals: { charge: toFixed2(statement.charges), paid: toFixed2(statement.paid), balance: toFixed2(statement.closing) },
    },
    options,
  );
  return { body, filename: fileName(titleOf(lang), new Date(), "pdf"), contentType: PDF };
}

/** The tenant statement's lines as an xlsx (an Arabic sheet reads right to left). */
export async function tenantStatementSpreadsheet(statement: TenantStatement, lang: Lang): Promise<FileAnswer> {
  const body = await writeSpreadsheet({
    title: titleOf(lang),
    rightToLeft: lang === "ar",
    columns: COLUMNS.map((column) => ({
      header: translate(lang, column.label),
      kind: column.kind === "money" ? "amount" : column.kind,
      value: (line: ReturnType<typeof linesOf>[number]) => line[column.key],
    })),
    rows: linesOf(statement, lang),
  });
  return { body, filename: fileName(titleOf(lang), new Date(), "xlsx"), contentType: XLSX };
}

const period = ({ query }: RestRequest) => ({ ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) });

/** A tenant's statement for a period (issue #23) from the tenant's page, printed or as a spreadsheet. */
export const tenantStatementRoutes = [
  restRoute({
    method: "GET",
    path: "/contacts/:id/statement.pdf",
    summary: "A tenant's statement for a period, printed: charges as they fell due, payments and vouchers as received, the balance",
    procedure: "contacts.statement",
    query: ["from", "to", "lang"],
    input: (request) => ({ id: request.params.id, ...period(request) }),
    file: {
      contentType: PDF,
      render: async (statement, { lang }, call) => {
        const [organization, me] = await Promise.all([letterheadOf(call), call.session.me()]);
        return tenantStatementPdf(statement, organization, { lang, dateType: me.dateType });
      },
    },
  }),
  restRoute({
    method: "GET",
    path: "/contacts/:id/statement.xlsx",
    summary: "A tenant's statement for a period, as a spreadsheet",
    procedure: "contacts.statement",
    query: ["from", "to", "lang"],
    input: (request) => ({ id: request.params.id, ...period(request) }),
    file: { contentType: XLSX, render: (statement, { lang }) => tenantStatementSpreadsheet(statement, lang) },
  }),
];
