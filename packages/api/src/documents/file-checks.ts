import { AppError } from "@amlak/domain";
import { FILE_EXTENSIONS, fileExtensionOf, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, type TFileExtension, type TFileKind } from "@amlak/schemas";
import { fileTypeFromBuffer } from "file-type";

/** The content type a stored file is served with: ours by its checked extension, never the one the browser sent. */
const CONTENT_TYPES: Record<TFileExtension, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  csv: "text/csv; charset=utf-8",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/**
 * What the file's own bytes must say it is (file-type's reading of its magic bytes). Old Word and Excel files are both
 * OLE compound files ("cfb"); text has no magic bytes at all (null), so it is checked as text instead.
 */
const MAGIC: Record<TFileExtension, readonly string[] | null> = {
  xlsx: ["xlsx"],
  xls: ["cfb"],
  csv: null,
  doc: ["cfb"],
  docx: ["docx"],
  txt: null,
  pdf: ["pdf"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  png: ["png"],
  gif: ["gif"],
};

const NAME_MAX = 150;

/**
 * The name a file is shown with: its last path segment (a browser may send "C:\…\x.pdf", an attacker "../../x"),
 * without control or bidi-override characters (which could show "…fdp.exe" as "…exe.pdf"), spaces collapsed, at most
 * 150 characters with the extension kept. Arabic and other letters stay as they are.
 */
function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if ([...clean].length <= NAME_MAX) return clean;
  const extension = /\.[^.]{1,5}$/.exec(clean)?.[0] ?? "";
  return [...clean].slice(0, NAME_MAX - extension.length).join("") + extension;
}

/** Text files: valid UTF-8 (a byte-order mark allowed) with no NUL byte, which no text a person writes has. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export interface CheckedFile {
  name: string;
  kind: TFileKind;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * SPEC §3 and §5 checks of one uploaded file, before anything is stored: an accepted extension, at most the size cap,
 * and bytes that are what the extension says (an executable renamed report.pdf is refused, as is a PNG named .pdf).
 */
export async function checkFile(file: { name: string; bytes: Uint8Array }): Promise<CheckedFile> {
  const name = displayName(file.name);
  const shown = name || "—";
  const extension = fileExtensionOf(name);
  if (!extension) throw new AppError("document.unsupportedType", { name: shown });
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError("document.tooLarge", { name, max: MAX_UPLOAD_MB });
  const magic = MAGIC[extension];
  const detected = await fileTypeFromBuffer(file.bytes);
  const genuine =
    file.bytes.byteLength > 0 && (magic === null ? detected === undefined && isText(file.bytes) : magic.includes(detected?.ext ?? ""));
  if (!genuine) throw new AppError("document.contentMismatch", { name, extension: extension.toUpperCase() });
  return { name, kind: FILE_EXTENSIONS[extension], contentType: CONTENT_TYPES[extension], bytes: file.bytes };
}
