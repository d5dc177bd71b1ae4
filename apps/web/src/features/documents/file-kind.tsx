import type { TFileKind } from "@amlak/schemas";
import { FileImage, FileSpreadsheet, FileText, FileType } from "lucide-react";

const ICONS = { excel: FileSpreadsheet, word: FileText, pdf: FileType, image: FileImage } as const;
const COLORS = { excel: "green.600", word: "blue.600", pdf: "red.600", image: "purple.600" } as const;

export const kindColor = (kind: TFileKind) => COLORS[kind];

/** The icon of a file kind (SPEC §3 kinds), in the colour people know it by. */
export function FileKindIcon({ kind, size = 20 }: { kind: TFileKind; size?: number }) {
  const Icon = ICONS[kind];
  return <Icon size={size} aria-hidden />;
}

/** A file size as people read it: 820 KB, 1.4 MB. */
export function fileSize(bytes: number, lang: string): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString(lang === "ar" ? "ar-SA-u-nu-latn" : "en", { maximumFractionDigits: digits });
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${number(bytes / 1024 / 1024, 1)} MB`;
}
