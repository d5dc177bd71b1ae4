import { AppError } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { IMPORT_SHEETS, type TImportSheet } from "@amlak/schemas";
import type { ImportCheck, ImportSummary } from "./import-check.ts";
import type { CellError } from "./import-rows.ts";
import { headerOf } from "./import-sheets.ts";

// A refused commit names this many cells at most in its field errors; the message names the first, the preview all.
const MAX_FIELD_ERRORS = 100;

const messageOf = (error: CellError, lang: Lang) => translate(lang, error.key, error.params);

/** "Units row 7, Area (m²): …" in `lang`. */
const cellText = (sheet: TImportSheet, row: number, error: CellError, lang: Lang) =>
  translate(lang, "importScreen.cellError", {
    sheet: translate(lang, `importScreen.sheet.${sheet}`),
    row,
    field: headerOf(sheet, error.field, lang),
    message: messageOf(error, lang),
  });

/** The preview: every row of every sheet as read, each error with its message in `lang`. */
export const presentCheck = (check: ImportCheck, summary: ImportSummary, lang: Lang) => ({
  ok: check.errorCount === 0,
  errorCount: check.errorCount,
  summary,
  sheets: IMPORT_SHEETS.map((sheet) => ({
    sheet,
    title: translate(lang, `importScreen.sheet.${sheet}`),
    rows: check.rows[sheet].map(({ row, cells, errors }) => ({
      row,
      cells,
      errors: errors.map((error) => ({ field: error.field, message: messageOf(error, lang) })),
    })),
  })),
});

/**
 * Why nothing was imported: the count of errors and the first one named by sheet, row and column; the field errors
 * are keyed "<sheet>.<row>.<column>" ("units.7.sqm").
 */
export function invalidImport(check: ImportCheck, lang: Lang): AppError {
  const errors = IMPORT_SHEETS.flatMap((sheet) =>
    check.rows[sheet].flatMap(({ row, errors }) => errors.map((error) => ({ sheet, row, error }))),
  );
  const [first] = errors;
  const fieldErrors = Object.fromEntries(
    errors
      .slice(0, MAX_FIELD_ERRORS)
      .map(({ sheet, row, error }) => [`${sheet}.${row}.${error.field}`, { key: error.key, params: error.params }]),
  );
  return new AppError(
    "import.invalid",
    { count: errors.length, first: first ? cellText(first.sheet, first.row, first.error, lang) : "" },
    fieldErrors,
  );
}
