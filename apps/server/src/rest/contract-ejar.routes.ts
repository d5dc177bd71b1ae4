import { writeSpreadsheet } from "@amlak/documents";
import { ejarFields, type EjarField, type EjarValue } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { formatMoney } from "@amlak/money";
import { fileName } from "./exports.routes.ts";
import { XLSX } from "./owner-statement.routes.ts";
import { restRoute, type FileAnswer, type OutputOf, type RestRequest } from "./rest-route.ts";

type ContractEjar = OutputOf<"contractEjar.get">;

/** A field's value in lang: amounts with the SR sign, days as YYYY/MM/DD (SPEC §9), labels translated. */
function shown(value: EjarValue, lang: Lang): string {
  switch (value.kind) {
    case "text":
      return value.text;
    case "money":
      return formatMoney(value.amount, lang);
    case "date":
      return value.date.replaceAll("-", "/");
    case "label":
      return translate(lang, value.key, value.params);
    default: {
      const _exhaustive: never = value;
      return _exhaustive;
    }
  }
}

const labelOf = (lang: Lang, field: EjarField) =>
  translate(lang, `ejar.field.${field.field}`, field.number ? { number: field.number } : {});

/**
 * The contract's Ejar data as one sheet: each field with its Arabic and its English label (Ejar's forms are in Arabic,
 * its help in English), its value, and what is missing where Ejar needs what the record lacks.
 */
async function contractEjarSpreadsheet(ejar: ContractEjar, lang: Lang): Promise<FileAnswer> {
  const title = translate(lang, "ejar.sheet.title");
  const column = (header: string, value: (field: EjarField) => string | null) => ({
    header: translate(lang, header),
    kind: "text" as const,
    value,
  });
  const body = await writeSpreadsheet({
    title,
    rightToLeft: lang === "ar",
    columns: [
      column("ejar.sheet.section", (field) => translate(lang, `ejar.section.${field.section}`)),
      column("ejar.sheet.fieldAr", (field) => labelOf("ar", field)),
      column("ejar.sheet.fieldEn", (field) => labelOf("en", field)),
      column("ejar.sheet.value", (field) => (field.value ? shown(field.value, lang) : null)),
      column("ejar.sheet.note", (field) => (field.missing ? translate(lang, field.missing.key) : null)),
    ],
    rows: ejarFields(ejar),
  });
  return { body, filename: fileName(title, new Date(), "xlsx"), contentType: XLSX };
}

const asSpreadsheet = ({ query }: RestRequest) => query.format === "xlsx";

/** A contract's Ejar data (issue #23): JSON, or the spreadsheet with ?format=xlsx or at …/ejar.xlsx. */
export const contractEjarRoutes = [
  restRoute({
    method: "GET",
    path: "/contracts/:id/ejar",
    summary: "A contract's data as an Ejar registration asks for it (parties, manager, unit, financial terms) and what is missing",
    procedure: "contractEjar.get",
    query: ["format", "lang"],
    input: (request) => ({ id: request.params.id }),
    file: { contentType: XLSX, wanted: asSpreadsheet, render: (ejar, { lang }) => contractEjarSpreadsheet(ejar, lang) },
  }),
  restRoute({
    method: "GET",
    path: "/contracts/:id/ejar.xlsx",
    summary: "A contract's Ejar data as a spreadsheet, each field labelled in Arabic and English",
    procedure: "contractEjar.get",
    query: ["lang"],
    input: (request) => ({ id: request.params.id }),
    file: { contentType: XLSX, render: (ejar, { lang }) => contractEjarSpreadsheet(ejar, lang) },
  }),
];
