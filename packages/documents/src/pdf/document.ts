import { translate, type Lang } from "@amlak/i18n";
import PDFDocument from "pdfkit";
import type { Direction } from "./bidi-text.ts";
import { registerFonts } from "./fonts.ts";
import { lineHeight, TextPainter, type PhysicalAlign, type TextStyle } from "./text-line.ts";

/**
 * Alignment named by reading order, so one layout serves Arabic (right to left) and English; `numeric` is right in
 * both, because figures read left to right in Arabic too and their decimal points should line up.
 */
export type Align = "start" | "center" | "end" | "numeric";

export const COLORS = {
  ink: "#1f2933",
  muted: "#5f6b7a",
  rule: "#cfd6de",
  accent: "#0f5e59",
  shade: "#e3eeed",
  stripe: "#f5f7f8",
} as const;

export const STYLES = {
  body: { size: 9.5, color: COLORS.ink },
  strong: { size: 9.5, weight: "bold", color: COLORS.ink },
  label: { size: 9, color: COLORS.muted },
  heading: { size: 10.5, weight: "bold", color: COLORS.accent },
  title: { size: 17, weight: "bold", color: COLORS.ink },
  footer: { size: 8, color: COLORS.muted },
} satisfies Record<string, TextStyle>;

const MARGIN = 40;
const FOOTER_HEIGHT = 24;

/** An A4 page flow: a cursor `y` that blocks advance, page breaks, and start/end coordinates mirrored in Arabic. */
export class PdfDocument {
  readonly pdf: PDFKit.PDFDocument;
  readonly direction: Direction;
  private readonly text: TextPainter;
  y = MARGIN;

  constructor(
    readonly lang: Lang,
    options: { title: string; landscape?: boolean },
  ) {
    this.direction = lang === "ar" ? "rtl" : "ltr";
    this.pdf = new PDFDocument({
      size: "A4",
      layout: options.landscape ? "landscape" : "portrait",
      margin: MARGIN,
      bufferPages: true,
      lang,
      displayTitle: true,
      info: { Title: options.title, Creator: "Amlak" },
    });
    registerFonts(this.pdf);
    this.text = new TextPainter(this.pdf, this.direction);
  }

  get width(): number {
    return this.pdf.page.width - 2 * MARGIN;
  }

  /** The lowest y a block may reach before the page breaks. */
  get bottom(): number {
    return this.pdf.page.height - MARGIN - FOOTER_HEIGHT;
  }

  /** Page x of a box that begins `offset` points from the start edge (the right edge in Arabic). */
  x(offset: number, width: number): number {
    return this.direction === "rtl" ? MARGIN + this.width - offset - width : MARGIN + offset;
  }

  align(align: Align): PhysicalAlign {
    if (align === "center") return "center";
    if (align === "numeric") return "right";
    return (align === "start") === (this.direction === "ltr") ? "left" : "right";
  }

  /** Starts a new page when `height` does not fit below the cursor; says whether it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.pdf.addPage();
    this.y = MARGIN;
    return true;
  }

  /** Height of `text` wrapped to `width`. */
  measure(text: string, width: number, style: TextStyle): number {
    return this.text.wrap(text, width, style).length * lineHeight(style);
  }

  /** Draws `text` wrapped inside a box at `y` (the cursor does not move) and returns the height used. */
  write(text: string, box: { offset: number; width: number; y: number; align: Align }, style: TextStyle): number {
    const lines = this.text.wrap(text, box.width, style);
    const x = this.x(box.offset, box.width);
    lines.forEach((line, index) => {
      const lineBox = { x, y: box.y + index * lineHeight(style), width: box.width, align: this.align(box.align) };
      this.text.line(line.text, lineBox, style, line.direction);
    });
    return lines.length * lineHeight(style);
  }

  title(text: string): void {
    this.ensureSpace(lineHeight(STYLES.title));
    this.y += this.write(text, { offset: 0, width: this.width, y: this.y, align: "center" }, STYLES.title) + 8;
  }

  rule(color: string = COLORS.rule, weight = 0.75): void {
    this.pdf
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + this.width, this.y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
  }

  /** Fills a box given in start/end coordinates. */
  fill(box: { offset: number; width: number; y: number; height: number }, color: string): void {
    this.pdf.rect(this.x(box.offset, box.width), box.y, box.width, box.height).fill(color);
  }

  async toBuffer(): Promise<Buffer> {
    this.drawPageNumbers();
    const chunks: Buffer[] = [];
    this.pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      this.pdf.on("end", resolve);
      this.pdf.on("error", reject);
    });
    this.pdf.end();
    await ended;
    return Buffer.concat(chunks);
  }

  private drawPageNumbers(): void {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      this.pdf.switchToPage(page);
      const text = translate(this.lang, "document.pageOf", { page: page - start + 1, pages: count });
      this.text.line(text, { x: MARGIN, y: this.pdf.page.height - MARGIN, width: this.width, align: "center" }, STYLES.footer);
    }
  }
}
