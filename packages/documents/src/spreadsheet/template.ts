import ExcelJS from "exceljs";

/** How a data-entry column is formatted: text keeps what is typed (a phone's leading zero), amounts and dates show as such. */
type TemplateColumnKind = "text" | "amount" | "date" | "choice";

interface TemplateColumn {
  /** Written in the hidden first row, so a filled template reads back whatever language its headers are in. */
  key: string;
  /** Already in the reader's language. */
  header: string;
  /** The header cell's note: what the column takes, with an example. */
  note: string;
  kind: TemplateColumnKind;
  /** The drop-down list of a choice column. */
  options?: readonly string[];
}

/** A filled cell: text, a number, or a calendar date (written as a date cell, as Excel stores a typed date). */
type TemplateValue = string | number | Date | null;

interface TemplateSheet {
  title: string;
  columns: readonly TemplateColumn[];
  /** Rows already filled in under the headers, in column order. */
  filled?: readonly (readonly TemplateValue[])[];
}

interface Template {
  sheets: readonly TemplateSheet[];
  /** A last sheet of plain lines telling how to fill the others. */
  guide: { title: string; lines: readonly string[] };
  /** Arabic sheets read right to left. */
  rightToLeft: boolean;
  /** How many rows the drop-down lists and formats cover. */
  rows: number;
}

const FORMAT: Record<TemplateColumnKind, string> = { text: "@", amount: "#,##0.00", date: "yyyy/mm/dd", choice: "@" };
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFEFF3F1" } };

// exceljs writes a data validation for a whole range in one element; its typings only know the per-cell setter.
type RangeValidations = { add(range: string, validation: ExcelJS.DataValidation): void };

/**
 * A blank data-entry workbook: per sheet a hidden row of field keys, a bold frozen header row whose notes explain
 * each column, text-formatted cells so phones keep their zeros, and drop-down lists for the choice columns.
 */
export async function writeImportTemplate({ sheets, guide, rightToLeft, rows }: Template): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Amlak";
  for (const { title, columns, filled = [] } of sheets) {
    const sheet = workbook.addWorksheet(title, { views: [{ state: "frozen", ySplit: 2, rightToLeft }] });
    const keys = sheet.addRow(columns.map((column) => column.key));
    keys.hidden = true;
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.height = 30;
    columns.forEach((column, index) => {
      const cell = header.getCell(index + 1);
      cell.fill = HEADER_FILL;
      cell.alignment = { vertical: "middle", wrapText: true, readingOrder: rightToLeft ? "rtl" : "ltr" };
      cell.note = column.note;
      const sheetColumn = sheet.getColumn(index + 1);
      sheetColumn.width = Math.min(40, Math.max(14, column.header.length + 4));
      sheetColumn.numFmt = FORMAT[column.kind];
      if (column.options?.length) {
        (sheet as unknown as { dataValidations: RangeValidations }).dataValidations.add(
          `${sheetColumn.letter}3:${sheetColumn.letter}${rows + 2}`,
          { type: "list", allowBlank: true, showErrorMessage: false, formulae: [`"${column.options.join(",")}"`] },
        );
      }
    });
    for (const values of filled) sheet.addRow([...values]);
  }
  const guideSheet = workbook.addWorksheet(guide.title, { views: [{ rightToLeft }] });
  guideSheet.getColumn(1).width = 110;
  for (const line of guide.lines)
    guideSheet.addRow([line]).getCell(1).alignment = { wrapText: true, readingOrder: rightToLeft ? "rtl" : "ltr" };
  guideSheet.getRow(1).font = { bold: true, size: 13 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
