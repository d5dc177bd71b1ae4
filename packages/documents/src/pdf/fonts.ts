import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Script } from "./bidi-text.ts";
import { sfntFromWoff } from "./woff.ts";

export type Weight = "regular" | "bold";

const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 600 };
const SCRIPTS: Script[] = ["arabic", "latin"];
const resolve = createRequire(import.meta.url).resolve;

export function fontName(script: Script, weight: Weight): string {
  return `plex-${script}-${weight}`;
}

const unpacked = new Map<string, Buffer>();

function unpackedFont(file: string): Buffer {
  const cached = unpacked.get(file);
  if (cached) return cached;
  const font = sfntFromWoff(readFileSync(resolve(file)));
  unpacked.set(file, font);
  return font;
}

/** Registers both unicode-range subsets of IBM Plex Sans Arabic in each weight, unpacked from WOFF once per process. */
export function registerFonts(pdf: PDFKit.PDFDocument): void {
  for (const script of SCRIPTS) {
    for (const weight of Object.keys(WEIGHTS) as Weight[]) {
      const file = `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${script}-${WEIGHTS[weight]}-normal.woff`;
      pdf.registerFont(fontName(script, weight), unpackedFont(file));
    }
  }
}
