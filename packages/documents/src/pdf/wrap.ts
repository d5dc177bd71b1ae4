/**
 * Breaks logical text into lines no wider than `width` at spaces (and at explicit newlines). A word wider than a
 * line on its own is cut between characters. Wrapping happens in logical order; each line is reordered afterwards.
 */
export function wrapLines(text: string, width: number, measure: (line: string) => number): string[] {
  return text.split("\n").flatMap((paragraph) => wrapParagraph(paragraph.trim(), width, measure));
}

function wrapParagraph(paragraph: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/ +/)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    const pieces = cutWord(word, width, measure);
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  lines.push(line);
  return lines;
}

function cutWord(word: string, width: number, measure: (line: string) => number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece !== "" && measure(piece + char) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}
