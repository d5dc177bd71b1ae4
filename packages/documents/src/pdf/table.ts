import { COLORS, STYLES, type Align, type PdfDocument } from "./document.ts";
import { lineHeight, type TextStyle } from "./text-line.ts";

export interface TableColumn {
  label: string;
  align: Align;
  /** Share of the table width, relative to the other columns. */
  weight: number;
}

const PAD_X = 5;
const PAD_Y = 4;

/**
 * The one table renderer (invoice lines, reports): the first column sits at the start edge, a shaded header row
 * repeats on every page the table reaches, rows are striped, and an optional totals row closes the table.
 */
export function drawTable(doc: PdfDocument, columns: TableColumn[], rows: string[][], totals?: string[]): void {
  const layout = columnLayout(doc, columns);
  const header = columns.map((column) => column.label);
  const body = rows.map((cells, index) => ({ cells, look: { style: STYLES.body, fill: index % 2 === 1 ? COLORS.stripe : undefined } }));
  const closing = totals ? [{ cells: totals, look: { style: STYLES.strong, fill: COLORS.shade } }] : [];
  const headerLook = { style: STYLES.strong, fill: COLORS.shade };
  doc.ensureSpace(rowHeight(doc, layout, header, headerLook.style) + rowHeight(doc, layout, rows[0] ?? [], STYLES.body));
  drawRow(doc, layout, header, headerLook);
  for (const { cells, look } of [...body, ...closing]) {
    if (doc.ensureSpace(rowHeight(doc, layout, cells, look.style))) drawRow(doc, layout, header, headerLook);
    drawRow(doc, layout, cells, look);
  }
}

interface ColumnBox {
  offset: number;
  width: number;
  align: Align;
}

function columnLayout(doc: PdfDocument, columns: TableColumn[]): ColumnBox[] {
  const unit = doc.width / columns.reduce((sum, column) => sum + column.weight, 0);
  let offset = 0;
  return columns.map((column) => {
    const box = { offset, width: column.weight * unit, align: column.align };
    offset += box.width;
    return box;
  });
}

function rowHeight(doc: PdfDocument, layout: ColumnBox[], cells: string[], style: TextStyle): number {
  const heights = layout.map((box, index) => doc.measure(cells[index] ?? "", box.width - 2 * PAD_X, style));
  return Math.max(lineHeight(style), ...heights) + 2 * PAD_Y;
}

interface RowLook {
  style: TextStyle;
  fill: string | undefined;
}

function drawRow(doc: PdfDocument, layout: ColumnBox[], cells: string[], look: RowLook): void {
  const height = rowHeight(doc, layout, cells, look.style);
  if (look.fill) doc.fill({ offset: 0, width: doc.width, y: doc.y, height }, look.fill);
  layout.forEach((box, index) => {
    const cell = { offset: box.offset + PAD_X, width: box.width - 2 * PAD_X, y: doc.y + PAD_Y, align: box.align };
    doc.write(cells[index] ?? "", cell, look.style);
  });
  doc.y += height;
  doc.rule();
}
