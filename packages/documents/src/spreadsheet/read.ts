import ExcelJS from "exceljs";
import { storedZip, unzip } from "./zip.ts";

/** A cell as text: what the user typed or the spreadsheet computed, dates as YYYY-MM-DD; null when blank. */
type SheetCell = string | null;

interface SheetRow {
  /** The row's number as the spreadsheet shows it (1 is the first row). */
  number: number;
  /** Column A first; a blank cell is null. */
  cells: SheetCell[];
}

export interface SheetData {
  name: string;
  rows: SheetRow[];
}

/** The file is not an .xlsx workbook this reader can open, or it unpacks beyond a workbook's size or other than it declares. */
export class UnreadableSpreadsheet extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UnreadableSpreadsheet";
  }
}

// A few sheets of a few thousand rows unpack to a few megabytes; far more is a compressed bomb.
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** A number as typed: 15 significant digits, so a computed 0.1 + 0.2 reads 0.3, not 0.30000000000000004. */
const numberText = (value: number) => String(Number(value.toPrecision(15)));

function cellText(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? numberText(value) : null;
  if (typeof value === "boolean") return value ? "true" : "false";
  // A date cell is a calendar day at midnight UTC (its serial number); the time of day, if any, is dropped.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if ("richText" in value) return cellText(value.richText.map((run) => run.text).join(""));
  if ("hyperlink" in value) return cellText(typeof value.text === "string" ? value.text : value.hyperlink);
  if ("formula" in value || "sharedFormula" in value) return cellText((value as ExcelJS.CellFormulaValue).result ?? null);
  return null;
}

/**
 * Every sheet of an .xlsx workbook with its rows as text, in the workbook's order; empty rows are left out. Rows
 * keep the numbers the user sees, so a message can name "row 7".
 */
export async function readSpreadsheet(file: Buffer): Promise<SheetData[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS would inflate whatever the archive holds, trusting no size: it is given entries already unpacked within bounds.
    await workbook.xlsx.load(storedZip(await unzip(file, MAX_UNPACKED_BYTES)) as unknown as ArrayBuffer);
  } catch (error) {
    throw new UnreadableSpreadsheet(error instanceof Error ? error.message : "unreadable");
  }
  return workbook.worksheets.map((sheet) => {
    const rows: SheetRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const cells: SheetCell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = cellText(cell.value);
      });
      const filled = Array.from(cells, (cell) => cell ?? null);
      if (filled.some((cell) => cell !== null)) rows.push({ number, cells: filled });
    });
    return { name: sheet.name, rows };
  });
}
