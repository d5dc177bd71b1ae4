import { money, toFixed2, type Money } from "@amlak/money";
import ExcelJS from "exceljs";
import { inertText } from "./csv.ts";

/**
 * What a column holds, which decides the cell: text as written; whole numbers as numbers; amounts as numbers with two
 * decimals (so a spreadsheet can sum them); dates (YYYY-MM-DD) as real dates shown YYYY/MM/DD (SPEC §9).
 */
type SpreadsheetColumnKind = "text" | "number" | "amount" | "date";

export type SpreadsheetValue = string | number | Money | null | undefined;

export interface SpreadsheetColumn<Row> {
  /** Already in the reader's language. */
  header: string;
  kind: SpreadsheetColumnKind;
  value: (row: Row) => SpreadsheetValue;
}

interface Spreadsheet<Row> {
  /** The sheet's tab; trimmed to what Excel accepts. */
  title: string;
  columns: readonly SpreadsheetColumn<Row>[];
  rows: readonly Row[];
  /** Arabic sheets read right to left: column A at the right edge. */
  rightToLeft: boolean;
  /** A closing bold row (a report's totals). */
  totals?: Row;
}

const NUMBER_FORMAT: Record<SpreadsheetColumnKind, string> = {
  text: "@",
  number: "0",
  amount: "#,##0.00",
  date: "yyyy/mm/dd",
};

/** Text a spreadsheet would run as a formula, made inert; a sign and digits alone (a phone, +966 …) run nothing and stay as written. */
const inertCell = (text: string) => (/^[+-]?[\d\s]+$/.test(text) ? text : inertText(text));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

function cellValue(kind: SpreadsheetColumnKind, value: SpreadsheetValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === "") return null;
  switch (kind) {
    case "text":
      return inertCell(String(value));
    case "number":
      return Number(value);
    case "amount":
      return Number(toFixed2(typeof value === "object" ? value : money(value)));
    case "date": {
      const match = ISO_DATE.exec(String(value));
      if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${String(value)}`);
      // A calendar date, not an instant: midnight UTC is exactly that day's serial number in the file.
      return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    }
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

/** How wide a cell's text reads, in characters, for the column width. */
function shownLength(kind: SpreadsheetColumnKind, value: ExcelJS.CellValue): number {
  if (value === null) return 0;
  if (kind === "date") return 10;
  if (kind === "amount") return (value as number).toFixed(2).length + 4;
  return String(value).length;
}

/** Excel refuses sheet names longer than 31 characters or holding : \ / ? * [ ]. */
const sheetName = (title: string) =>
  title
    .replace(/[:\\/?*[\]\s]+/g, " ")
    .trim()
    .slice(0, 31)
    .trim() || "Sheet1";

/** One sheet: a bold, frozen, filterable header row, then one row per record. */
export async function writeSpreadsheet<Row>({ title, columns, rows, rightToLeft, totals }: Spreadsheet<Row>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Amlak";
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: "frozen", ySplit: 1, rightToLeft }] });
  const widths = columns.map((column) => column.header.length + 2);

  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFEFF3F1" } };
    cell.alignment = { vertical: "middle", readingOrder: rightToLeft ? "rtl" : "ltr" };
  });

  for (const row of totals ? [...rows, totals] : rows) {
    const values = columns.map((column) => cellValue(column.kind, column.value(row)));
    sheet.addRow(values).font = { bold: row === totals };
    values.forEach((value, index) => {
      widths[index] = Math.max(widths[index] ?? 0, shownLength(columns[index]!.kind, value));
    });
  }

  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, (widths[index] ?? 0) + 2));
    sheetColumn.eachCell({ includeEmpty: false }, (cell, rowNumber) => {
      if (rowNumber > 1) cell.numFmt = NUMBER_FORMAT[column.kind];
    });
  });
  if (columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
