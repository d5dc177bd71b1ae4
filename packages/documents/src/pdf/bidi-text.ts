import bidiFactory from "bidi-js";

const bidi = bidiFactory();

export type Direction = "ltr" | "rtl";

/** Which subset file of IBM Plex Sans Arabic holds the glyphs: the Arabic file has no Latin letters, digits or dashes. */
export type Script = "arabic" | "latin";

/** A stretch of one line drawn in one call: `text` is what to hand to pdfkit so that its glyphs come out in visual order. */
export interface TextRun {
  text: string;
  script: Script;
  rtl: boolean;
}

// The unicode-range of the @fontsource Arabic subset, less its format characters (kept below as joiners).
const ARABIC_FILE = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/;
// Both files hold these, so they follow their neighbours instead of splitting a run.
const EITHER_FILE = /[ \u200C\u200D]/;
// Invisible once the levels are resolved; neither file has a glyph for them.
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
// fontkit lays out a string in right-to-left order when its first non-common character is Arabic script.
const SHAPED_RIGHT_TO_LEFT = /\p{Script=Arabic}/u;

/**
 * Wraps text in a directional isolate so it keeps its own order whatever surrounds it: a phone number's digit groups
 * left to right inside an Arabic line, a Hijri date with its هـ inside an English one.
 */
export function isolate(text: string, direction: Direction): string {
  return `${direction === "ltr" ? "\u2066" : "\u2067"}${text}\u2069`;
}

/** The direction of the first strong character outside isolates (Unicode P2), or `fallback` when there is none. */
export function paragraphDirection(text: string, fallback: Direction): Direction {
  let isolates = 0;
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === "LRI" || type === "RLI" || type === "FSI") isolates++;
    else if (type === "PDI") isolates = Math.max(0, isolates - 1);
    else if (isolates === 0 && type === "L") return "ltr";
    else if (isolates === 0 && (type === "R" || type === "AL")) return "rtl";
  }
  return fallback;
}

/**
 * Splits one line of logical text into runs in visual order (left to right): Unicode bidi levels, then reordered
 * segments, then split wherever the level or the font file changes. Characters in right-to-left levels are mirrored.
 */
export function visualRuns(line: string, direction: Direction): TextRun[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const scripts = scriptsOf(line);
  const runs: { chars: string[]; script: Script; level: number }[] = [];
  for (const index of bidi.getReorderedIndices(line, levels)) {
    const char = mirrored.get(index) ?? line[index] ?? "";
    if (BIDI_CONTROL.test(char)) continue;
    const script = scripts[index] ?? "latin";
    const level = levels.levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.script === script && last.level === level) last.chars.push(char);
    else runs.push({ chars: [char], script, level });
  }
  return runs.map(({ chars, script, level }) => {
    const visual = chars.join("");
    const text = SHAPED_RIGHT_TO_LEFT.test(visual) ? [...chars].reverse().join("") : visual;
    return { text, script, rtl: level % 2 === 1 };
  });
}

/** The font file of each UTF-16 index; spaces and joiners take the file of the character before (or after) them. */
function scriptsOf(line: string): Script[] {
  const own: (Script | null)[] = [];
  for (const char of line.split("")) own.push(EITHER_FILE.test(char) ? null : ARABIC_FILE.test(char) ? "arabic" : "latin");
  const first = own.find((script) => script !== null) ?? "latin";
  let previous: Script = first;
  return own.map((script) => (previous = script ?? previous));
}
