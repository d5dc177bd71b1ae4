import { writeCsv, writeSpreadsheet, type SpreadsheetColumn, type SpreadsheetValue } from "@amlak/documents";
import { translate, type Lang } from "@amlak/i18n";
import { formatSaudiPhone, placeName } from "@amlak/schemas";
import { restRoute, type FileAnswer, type OutputOf, type RestRequest } from "./rest-route.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CSV = "text/csv; charset=utf-8";

/** A column of an exported list: the same catalogue key as the screen's header; cells may need the reader's words. */
export interface ExportColumn<Row> {
  header: string;
  kind: SpreadsheetColumn<Row>["kind"];
  value: (row: Row, t: (key: string) => string, lang: Lang) => SpreadsheetValue;
}

type RowOf<P extends "realEstates.export" | "contacts.export" | "blogs.export"> = OutputOf<P>["rows"][number];

/**
 * The screen's query as its URL has it: the list's filters, `sort` and `direction` (an export has no page). Only these
 * reach the procedure, whose schema refuses an unknown sort column as a field error (400).
 */
const listInput =
  (...filters: string[]) =>
  ({ query }: RestRequest) =>
    Object.fromEntries(["searchText", "sort", "direction", ...filters].flatMap((key) => (query[key] ? [[key, query[key]]] : [])));

/** SPEC §7 and §9: an export downloads as its title plus a timestamp, here Riyadh time to the second. */
export function fileName(title: string, now: Date, extension: "xlsx" | "csv" | "pdf"): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Riyadh",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  );
  return `${title} ${part.year}-${part.month}-${part.day} ${part.hour}${part.minute}${part.second}.${extension}`;
}

/**
 * One list in the reader's language, as an Excel workbook (an Arabic sheet reads right to left) or, with
 * ?format=csv, as CSV with a byte-order mark (SPEC §9).
 */
export async function workbook<Row>(
  titleKey: string,
  columns: readonly ExportColumn<Row>[],
  rows: Row[],
  { lang, query }: RestRequest,
): Promise<FileAnswer> {
  const t = (key: string) => translate(lang, key);
  const title = t(titleKey);
  const shown = columns.map(({ header, kind, value }) => ({ header: t(header), kind, value: (row: Row) => value(row, t, lang) }));
  if (query.format === "csv")
    return { body: writeCsv({ columns: shown, rows }), filename: fileName(title, new Date(), "csv"), contentType: CSV };
  const body = await writeSpreadsheet({ title, rightToLeft: lang === "ar", rows, columns: shown });
  return { body, filename: fileName(title, new Date(), "xlsx") };
}

/** The columns the properties screen shows, its compound and district apart so a spreadsheet can filter them. */
const REAL_ESTATE_COLUMNS: ExportColumn<RowOf<"realEstates.export">>[] = [
  { header: "realEstate.title", kind: "text", value: (row) => row.title },
  { header: "realEstate.compound", kind: "text", value: (row) => row.compoundTitle },
  { header: "realEstate.kind", kind: "text", value: (row, t) => t(`realEstate.kind.${row.kind}`) },
  { header: "realEstate.lessor", kind: "text", value: (row) => row.lessorName },
  { header: "realEstate.city", kind: "text", value: (row, _t, lang) => row.city && placeName(row.city, lang) },
  { header: "realEstate.district", kind: "text", value: (row) => row.district },
  { header: "realEstate.status", kind: "text", value: (row, t) => row.status && t(`realEstate.status.${row.status.toLowerCase()}`) },
  { header: "realEstate.tenant", kind: "text", value: (row) => row.tenantName },
  { header: "realEstate.yearlyRent", kind: "amount", value: (row) => row.yearlyRent },
  { header: "realEstate.nextDue", kind: "date", value: (row) => row.nextDue },
];

const CONTACT_COLUMNS: ExportColumn<RowOf<"contacts.export">>[] = [
  { header: "contact.name", kind: "text", value: (row) => row.name },
  { header: "contact.phone", kind: "text", value: (row) => row.phone && formatSaudiPhone(row.phone) },
  { header: "contact.type", kind: "text", value: (row, t) => t(`contact.type.${row.type}`) },
];

/** /BlogsManagement's columns (SPEC §2), the post's full address in place of the link. */
const BLOG_COLUMNS: ExportColumn<RowOf<"blogs.export">>[] = [
  { header: "blogsAdmin.title", kind: "text", value: (row) => row.title },
  { header: "blogsAdmin.pageTitle", kind: "text", value: (row) => row.page_title },
  { header: "blogsAdmin.metaDescription", kind: "text", value: (row) => row.meta_description },
  { header: "blogsAdmin.url", kind: "text", value: (row) => `/blog/${row.url}` },
  { header: "blogsAdmin.active", kind: "text", value: (row, t) => t(row.active ? "blogsAdmin.activeYes" : "blogsAdmin.activeNo") },
];

/**
 * Excel exports of the tables: the whole filtered, sorted list through the list's export procedure, so the caller's
 * organization, role and package (EXPORT_EXCEL) are checked as for the screen. Authenticated like every /api call, by
 * the bearer token.
 */
export const exportRoutes = [
  restRoute({
    method: "GET",
    path: "/exports/real-estates",
    summary: "The properties table as an Excel workbook (or CSV with format=csv): every row of the filtered, sorted list",
    procedure: "realEstates.export",
    query: ["searchText", "status", "kind", "lessor_id", "city", "bookmarked", "sort", "direction", "lang", "format"],
    input: listInput("status", "kind", "lessor_id", "city", "bookmarked"),
    file: { contentType: XLSX, render: ({ rows }, request) => workbook("menu.realEstates.title", REAL_ESTATE_COLUMNS, rows, request) },
  }),
  restRoute({
    method: "GET",
    path: "/exports/contacts",
    summary: "The contacts table as an Excel workbook (or CSV with format=csv): every row of the filtered, sorted list",
    procedure: "contacts.export",
    query: ["searchText", "type", "sort", "direction", "lang", "format"],
    input: listInput("type"),
    file: { contentType: XLSX, render: ({ rows }, request) => workbook("menu.contacts.title", CONTACT_COLUMNS, rows, request) },
  }),
  restRoute({
    method: "GET",
    path: "/exports/blogs",
    summary: "The posts of /BlogsManagement as an Excel workbook (or CSV with format=csv), for seoSpecialist and system staff",
    procedure: "blogs.export",
    query: ["searchText", "sort", "direction", "lang", "format"],
    input: listInput(),
    file: { contentType: XLSX, render: ({ rows }, request) => workbook("menu.blogsManagement.title", BLOG_COLUMNS, rows, request) },
  }),
];
