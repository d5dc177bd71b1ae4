import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const POPPLER_TOOLS = ["pdftotext", "pdfinfo", "pdfimages"];

/** Why PDF read-back tests cannot run here, or null when poppler-utils is installed (scripts/ensure-test-tools.sh). */
export const popplerMissing: string | null = (() => {
  const absent = POPPLER_TOOLS.filter((tool) => spawnSync(tool, ["-v"]).error !== undefined);
  return absent.length === 0 ? null : `${absent.join(", ")} not found: install poppler-utils (apt-get install -y poppler-utils)`;
})();

// pdftotext marks the direction of runs it reorders; the tests compare the characters only.
const DIRECTION_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "amlak-pdf-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of one page, or of all pages, in reading order. */
export function pdfText(pdf: Buffer, page?: number): string {
  const pages = page === undefined ? [] : ["-f", String(page), "-l", String(page)];
  return withFile(pdf, (file) => execFileSync("pdftotext", ["-enc", "UTF-8", ...pages, file, "-"], { encoding: "utf8" })).replace(
    DIRECTION_MARKS,
    "",
  );
}

export function pdfInfo(pdf: Buffer): { pages: number; width: number; height: number } {
  const info = withFile(pdf, (file) => execFileSync("pdfinfo", [file], { encoding: "utf8" }));
  const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info);
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]), width: Number(size?.[1]), height: Number(size?.[2]) };
}

/** The images placed on the pages (soft masks left out). */
export function pdfImages(pdf: Buffer): { page: number; width: number; height: number }[] {
  const list = withFile(pdf, (file) => execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }));
  return list
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === "image")
    .map(([page, , , width, height]) => ({ page: Number(page), width: Number(width), height: Number(height) }));
}
