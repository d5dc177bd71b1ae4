import { COLORS, STYLES, type Align, type PdfDocument } from "./document.ts";
import { lineHeight, type TextStyle } from "./text-line.ts";

/** A label and its value; fields without a value are left out, so optional data needs no special casing. */
export interface Field {
  label: string;
  value: string | undefined;
  emphasis?: boolean;
}

export interface Panel {
  title?: string;
  fields: Field[];
}

export interface PanelPlacement {
  /** Where the panels begin, from the start edge, and how wide they are together. */
  offset?: number;
  width?: number;
  /** Share of a panel's inner width taken by the labels. */
  labelShare?: number;
  valueAlign?: Align;
}

const PAD = 6;
const ROW_GAP = 3;
const GAP = 10;

/** Bordered label/value panels side by side at the cursor, all as tall as the tallest; the cursor moves below them. */
export function drawPanels(doc: PdfDocument, panels: Panel[], placement: PanelPlacement = {}): void {
  const { offset = 0, width = doc.width, labelShare = 0.4, valueAlign = "start" } = placement;
  const panelWidth = (width - GAP * (panels.length - 1)) / panels.length;
  const inner = panelWidth - 2 * PAD;
  const columns = { label: inner * labelShare, value: inner * (1 - labelShare) - PAD };
  const shaped = panels.map((panel) => ({
    title: panel.title,
    rows: panel.fields
      .filter((field): field is Field & { value: string } => Boolean(field.value))
      .map((field) => ({ ...field, height: fieldHeight(doc, field, columns) })),
  }));
  const heights = shaped.map(({ title, rows }) => titleHeight(title) + rows.reduce((sum, row) => sum + row.height, 0) + PAD);
  const height = Math.max(...heights);
  doc.ensureSpace(height);
  shaped.forEach((panel, index) => {
    const start = offset + index * (panelWidth + GAP);
    let y = doc.y;
    if (panel.title) {
      doc.fill({ offset: start, width: panelWidth, y, height: titleHeight(panel.title) }, COLORS.shade);
      doc.write(panel.title, { offset: start + PAD, width: inner, y: y + PAD / 2, align: "start" }, STYLES.heading);
    }
    y += titleHeight(panel.title) + PAD / 2;
    for (const row of panel.rows) {
      if (row.emphasis) doc.fill({ offset: start, width: panelWidth, y: y - ROW_GAP / 2, height: row.height }, COLORS.shade);
      doc.write(row.label, { offset: start + PAD, width: columns.label, y, align: "start" }, STYLES.label);
      const value = { offset: start + PAD + columns.label + PAD, width: columns.value, y, align: valueAlign };
      doc.write(row.value, value, row.emphasis ? STYLES.strong : STYLES.body);
      y += row.height;
    }
    const box = { x: doc.x(start, panelWidth), y: doc.y, width: panelWidth, height };
    doc.pdf.roundedRect(box.x, box.y, box.width, box.height, 3).lineWidth(0.75).strokeColor(COLORS.rule).stroke();
  });
  doc.y += height + GAP;
}

function titleHeight(title: string | undefined): number {
  return title ? lineHeight(STYLES.heading) + PAD : 0;
}

function fieldHeight(doc: PdfDocument, field: Field & { value: string }, columns: { label: number; value: number }): number {
  const valueStyle: TextStyle = field.emphasis ? STYLES.strong : STYLES.body;
  return Math.max(doc.measure(field.label, columns.label, STYLES.label), doc.measure(field.value, columns.value, valueStyle)) + ROW_GAP;
}
