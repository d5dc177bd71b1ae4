import { readSpreadsheet, UnreadableSpreadsheet, type SheetData } from "@amlak/documents";
import { AppError } from "@amlak/domain";
import { LANGUAGES, translate, type Lang } from "@amlak/i18n";
import { IMPORT_COLUMNS, IMPORT_SHEETS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type TImportSheet } from "@amlak/schemas";
import { sameText } from "./import-words.ts";

/** One data row of a sheet: its number as the spreadsheet shows it and its cells by column key (blank: null). */
export interface RawRow {
  row: number;
  cells: Record<string, string | null>;
}

export type ImportSheets = Record<TImportSheet, RawRow[]>;

/** The hidden first row of a template sheet names each column so: "units.name". */
export const columnKey = (sheet: TImportSheet, key: string) => `${sheet}.${key}`;

/** A header as the template writes it, in `lang`; a required column carries a star. */
export const headerOf = (sheet: TImportSheet, key: string, lang: Lang, required = false) =>
  `${translate(lang, `importScreen.${sheet}.${key}`)}${required ? " *" : ""}`;

const headerText = (text: string) => sameText(text.replace(/\*\s*$/, ""));

interface Layout {
  sheet: TImportSheet;
  /** Column index (0 is A) → column key. */
  columns: Map<number, string>;
  /** The number of the row the data starts after. */
  after: number;
}

const KEY_COLUMNS = new Map(
  IMPORT_SHEETS.flatMap((sheet) => IMPORT_COLUMNS[sheet].map(({ key }) => [columnKey(sheet, key), { sheet, key }])),
);
// The first rows of a sheet are searched for its key row or header row; data never starts further down.
const HEAD_ROWS = 5;

/** A sheet's kind and columns from its hidden key row (any language), else from its title and headers in either language. */
function layoutOf(data: SheetData): Layout | null {
  const head = data.rows.slice(0, HEAD_ROWS);
  for (const candidate of head) {
    const found = candidate.cells.flatMap((cell, index) => {
      const column = cell === null ? undefined : KEY_COLUMNS.get(cell.trim());
      return column ? [{ index, ...column }] : [];
    });
    const sheet = found[0]?.sheet;
    if (sheet && found.length >= 2 && found.every((column) => column.sheet === sheet)) {
      return { sheet, columns: new Map(found.map(({ index, key }) => [index, key])), after: candidate.number };
    }
  }
  const title = sameText(data.name);
  const sheet = IMPORT_SHEETS.find((name) => LANGUAGES.some((lang) => sameText(translate(lang, `importScreen.sheet.${name}`)) === title));
  if (!sheet) return null;
  const headers = new Map(
    IMPORT_COLUMNS[sheet].flatMap(({ key }) => LANGUAGES.map((lang) => [headerText(headerOf(sheet, key, lang)), key] as const)),
  );
  for (const candidate of head) {
    const columns = new Map(
      candidate.cells.flatMap((cell, index) => {
        const key = cell === null ? undefined : headers.get(headerText(cell));
        return key ? [[index, key] as const] : [];
      }),
    );
    if (columns.size >= 2) return { sheet, columns, after: candidate.number };
  }
  return null;
}

/** Whether a row repeats the headers (a template's header row under its key row), in either language. */
function isHeaderRow(layout: Layout, cells: Record<string, string | null>): boolean {
  const filled = Object.entries(cells).filter((entry): entry is [string, string] => entry[1] !== null);
  const headers = filled.filter(([key, cell]) =>
    LANGUAGES.some((lang) => headerText(headerOf(layout.sheet, key, lang)) === headerText(cell)),
  );
  return filled.length > 0 && headers.length * 2 >= filled.length;
}

function rowsOf(data: SheetData, layout: Layout): RawRow[] {
  return data.rows.flatMap((row) => {
    if (row.number <= layout.after) return [];
    const cells = Object.fromEntries(IMPORT_COLUMNS[layout.sheet].map(({ key }) => [key, null])) as Record<string, string | null>;
    for (const [index, key] of layout.columns) cells[key] = row.cells[index]?.trim() || null;
    if (Object.values(cells).every((cell) => cell === null) || isHeaderRow(layout, cells)) return [];
    return [{ row: row.number, cells }];
  });
}

/**
 * The template's sheets of an uploaded workbook (base64), each with its data rows; other sheets (the guide, the
 * user's own notes) are left alone. Refuses a file that is too large, unreadable, not the template, too long or empty.
 */
export async function readImportWorkbook(base64: string, lang: Lang): Promise<ImportSheets> {
  const file = Buffer.from(base64, "base64");
  if (file.length > MAX_IMPORT_BYTES) throw new AppError("import.tooLarge", { max: MAX_IMPORT_BYTES / 1024 / 1024 });
  let workbook: SheetData[];
  try {
    workbook = await readSpreadsheet(file);
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet) throw new AppError("import.unreadable");
    throw error;
  }
  const sheets: Partial<ImportSheets> = {};
  for (const data of workbook) {
    const layout = layoutOf(data);
    // A second sheet of the same kind is not read: its row numbers would mix with the first's.
    if (!layout || sheets[layout.sheet]) continue;
    const rows = rowsOf(data, layout);
    if (rows.length > MAX_IMPORT_ROWS) {
      throw new AppError("import.tooManyRows", { sheet: translate(lang, `importScreen.sheet.${layout.sheet}`), max: MAX_IMPORT_ROWS });
    }
    sheets[layout.sheet] = rows;
  }
  if (Object.keys(sheets).length === 0) throw new AppError("import.notTemplate");
  const complete = { units: [], contacts: [], contracts: [], ...sheets };
  if (IMPORT_SHEETS.every((sheet) => complete[sheet].length === 0)) throw new AppError("import.empty");
  return complete;
}
