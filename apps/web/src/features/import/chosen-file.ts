import { MAX_IMPORT_BYTES } from "@amlak/schemas";

/** A workbook the user chose, read for upload. */
export interface ChosenFile {
  name: string;
  size: number;
  /** The file as base64, as imports.preview and imports.commit take it. */
  base64: string;
}

/** Why a chosen file is not sent: the catalogue key of the reason. */
export type FileProblem = "importScreen.upload.wrongType" | "importScreen.upload.tooLarge" | "importScreen.upload.unreadable";

/** The base64 of a file, read by the browser (a data: URL without its prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

/** An .xlsx file of at most 5 MB, read as base64; otherwise the reason it is not sent. */
export async function readChosenFile(file: File): Promise<ChosenFile | { problem: FileProblem }> {
  if (!/\.xlsx$/i.test(file.name)) return { problem: "importScreen.upload.wrongType" };
  if (file.size > MAX_IMPORT_BYTES) return { problem: "importScreen.upload.tooLarge" };
  try {
    return { name: file.name, size: file.size, base64: await base64Of(file) };
  } catch {
    return { problem: "importScreen.upload.unreadable" };
  }
}
