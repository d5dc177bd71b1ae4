import { COLORS, STYLES, type PdfDocument } from "./document.ts";
import { lineHeight } from "./text-line.ts";

export interface Signature {
  label: string;
  name?: string;
}

const GAP = 24;
const SIGNING_SPACE = 34;

/** Signature boxes side by side: who signs, their name, and room above a line to sign on. */
export function drawSignatures(doc: PdfDocument, signatures: Signature[]): void {
  const width = (doc.width - GAP * (signatures.length - 1)) / signatures.length;
  const height = 2 * lineHeight(STYLES.body) + SIGNING_SPACE;
  doc.ensureSpace(height);
  signatures.forEach((signature, index) => {
    const offset = index * (width + GAP);
    doc.write(signature.label, { offset, width, y: doc.y, align: "start" }, STYLES.label);
    if (signature.name) doc.write(signature.name, { offset, width, y: doc.y + lineHeight(STYLES.label), align: "start" }, STYLES.strong);
    const lineY = doc.y + height;
    const x = doc.x(offset, width);
    doc.pdf
      .moveTo(x, lineY)
      .lineTo(x + width, lineY)
      .lineWidth(0.75)
      .strokeColor(COLORS.muted)
      .dash(2, { space: 2 })
      .stroke()
      .undash();
  });
  doc.y += height + 10;
}
