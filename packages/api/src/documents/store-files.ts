import { insertDocument, storedBytes, type DocumentFields, type Trx } from "@amlak/db";
import { AppError, PACKAGES } from "@amlak/domain";
import { randomUUID } from "node:crypto";
import type { Services } from "../context.ts";
import type { CheckedFile } from "./file-checks.ts";

const GIB = 1024 ** 3;

interface Storing {
  storage: Services["storage"];
  /** The organization's package today: its storage is the ceiling. */
  packageCode: string;
  /** Each key is added as its file is written, so the caller can delete them again when the transaction fails. */
  written: string[];
}

/**
 * Writes checked files to storage with their document rows, in the organization's transaction under its documents'
 * row lock (lockDocumentsOf), refusing them all when they would take it past its package's storage (SPEC §9).
 */
export async function storeFiles(
  trx: Trx,
  { storage, packageCode, written }: Storing,
  files: readonly CheckedFile[],
  /** Where every file goes and who added it. */
  row: Omit<DocumentFields, "name" | "kind" | "content_type" | "size_bytes" | "storage_key">,
) {
  const storageGb = PACKAGES.find((pkg) => pkg.code === packageCode)?.storageGb;
  const adding = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (storageGb !== undefined && (await storedBytes(trx)) + adding > storageGb * GIB) throw new AppError("subscription.limitReached");
  const stored = [];
  for (const file of files) {
    const key = randomUUID();
    written.push(key);
    await storage.put(key, file.bytes, file.contentType);
    stored.push(
      await insertDocument(trx, {
        ...row,
        name: file.name,
        kind: file.kind,
        content_type: file.contentType,
        size_bytes: file.bytes.byteLength,
        storage_key: key,
      }),
    );
  }
  return stored;
}
