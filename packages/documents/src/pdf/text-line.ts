import { paragraphDirection, visualRuns, type Direction, type TextRun } from "./bidi-text.ts";
import { fontName, type Weight } from "./fonts.ts";
import { wrapLines } from "./wrap.ts";

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

export type PhysicalAlign = "left" | "center" | "right";

interface WrappedLine {
  text: string;
  direction: Direction;
}

/** Ascent plus descent of IBM Plex Sans Arabic (1085 + 415 per 1000 em): Arabic marks need all of it. */
const LINE_HEIGHT = 1.5;
// Without a features list pdfkit lays a string out word by word, which reverses each Arabic word on its own and
// leaves the words in logical order; with one it shapes the whole run (fontkit adds the Arabic forms itself).
const WHOLE_RUN = { features: ["kern"] as PDFKit.Mixins.OpenTypeFeatures[] };

export function lineHeight(style: TextStyle): number {
  return style.size * LINE_HEIGHT;
}

/**
 * Measures and draws logical text; `direction` is the paragraph direction used when the text has no strong letter.
 * Shaping is the slow part of a document, and wrapping measures the same words again and again, so widths are kept.
 */
export class TextPainter {
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly direction: Direction,
  ) {}

  width(text: string, style: TextStyle): number {
    return this.runs(text).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  /**
   * Lines no wider than `width`, each with the direction of the paragraph it was cut from: a line of its own may start
   * with a word of the other script ("Rent — due" then "1447/08/13 هـ"), which must not turn it around.
   */
  wrap(text: string, width: number, style: TextStyle): WrappedLine[] {
    return text.split("\n").flatMap((paragraph) => {
      const direction = paragraphDirection(paragraph, this.direction);
      return wrapLines(paragraph, width, (line) => this.width(line, style)).map((line) => ({ text: line, direction }));
    });
  }

  /** One line, no wrapping: `y` is the top of the line box; the direction is the line's own unless given. */
  line(
    text: string,
    box: { x: number; y: number; width: number; align: PhysicalAlign },
    style: TextStyle,
    direction = paragraphDirection(text, this.direction),
  ): void {
    const runs = visualRuns(text, direction);
    const widths = runs.map((run) => this.runWidth(run, style));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const slack = box.width - total;
    let x = box.x + (box.align === "right" ? slack : box.align === "center" ? slack / 2 : 0);
    this.pdf.fillColor(style.color ?? "black");
    runs.forEach((run, index) => {
      this.select(run, style).text(run.text, x, box.y, { ...WHOLE_RUN, lineBreak: false });
      x += widths[index] ?? 0;
    });
  }

  private runs(text: string): TextRun[] {
    return visualRuns(text, paragraphDirection(text, this.direction));
  }

  private runWidth(run: TextRun, style: TextStyle): number {
    const key = `${run.script} ${style.weight ?? "regular"} ${style.size} ${run.text}`;
    const known = this.widths.get(key);
    if (known !== undefined) return known;
    const width = this.select(run, style).widthOfString(run.text, WHOLE_RUN);
    this.widths.set(key, width);
    return width;
  }

  private select(run: TextRun, style: TextStyle): PDFKit.PDFDocument {
    return this.pdf.font(fontName(run.script, style.weight ?? "regular")).fontSize(style.size);
  }
}
