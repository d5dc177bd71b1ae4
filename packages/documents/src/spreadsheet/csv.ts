import { money, toFixed2 } from "@amlak/money";
import type { SpreadsheetColumn } from "./index.ts";

/** Excel opens a UTF-8 file as UTF-8 (Arabic intact) only when it starts with a byte-order mark (SPEC §9). */
const BYTE_ORDER_MARK = "\uFEFF";
/** A cell a spreadsheet would run as a formula (CSV injection): written with a leading apostrophe, as text. */
export const inertText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function field(text: string): string {
  const safe = inertText(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A list as CSV: a header row, then one line per record; amounts with two decimals, dates YYYY-MM-DD. */
export function writeCsv<Row>({ columns, rows }: { columns: readonly SpreadsheetColumn<Row>[]; rows: readonly Row[] }): Buffer {
  const cell = (column: SpreadsheetColumn<Row>, row: Row) => {
    const value = column.value(row);
    if (value === null || value === undefined) return "";
    if (column.kind === "amount") return toFixed2(typeof value === "object" ? value : money(value));
    return field(String(value));
  };
  const lines = [columns.map((column) => field(column.header)), ...rows.map((row) => columns.map((column) => cell(column, row)))];
  return Buffer.from(BYTE_ORDER_MARK + lines.map((line) => line.join(",")).join("\r\n") + "\r\n", "utf8");
}
