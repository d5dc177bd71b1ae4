import { writeImportTemplate } from "@amlak/documents";
import { restRoute } from "./rest-route.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Moving in from spreadsheets (issue #8): the import template, one workbook of Contacts, Units and Contracts with
 * headers in the asked language (?lang=ar|en, else the caller's) over a hidden row of column keys, so a template
 * filled in either language reads back. The upload is checked and imported through imports.preview and imports.commit.
 */
export const importRoutes = [
  restRoute({
    method: "GET",
    path: "/imports/template",
    summary: "The import template (Contacts, Units, Contracts) as an Excel workbook, in Arabic or English",
    procedure: "imports.template",
    query: ["lang"],
    input: ({ query }) => (query.lang ? { lang: query.lang } : {}),
    file: {
      contentType: XLSX,
      render: async ({ filename, rightToLeft, rows, sheets, guide }) => ({
        body: await writeImportTemplate({ sheets, guide, rightToLeft, rows }),
        filename,
      }),
    },
  }),
];
