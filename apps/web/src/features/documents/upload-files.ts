import { MAX_UPLOAD_BYTES, type TFileKind, type TUploadType } from "@amlak/schemas";
import imageCompression from "browser-image-compression";
import { DownloadError } from "../../lib/download.ts";
import { sessionStore } from "../../lib/session/session-store.ts";

/** A stored file as POST /api/upload answers it (SPEC §7 `results`). */
export interface UploadedFile {
  id: string;
  name: string;
  kind: TFileKind;
  size: number;
  /** A signed link that opens the file for a few minutes. */
  url: string;
  created_at: string;
  /** The document's id, which a record (the organization's VAT paper) keeps to name it. */
  key_object: string;
}

/** SPEC §5 and §9: photos are compressed at quality 0.8 before upload; an animated GIF is sent as it is. */
const COMPRESSED = ["image/jpeg", "image/png"];

async function compressed(file: File): Promise<File> {
  if (!COMPRESSED.includes(file.type)) return file;
  const smaller = await imageCompression(file, {
    initialQuality: 0.8,
    maxSizeMB: MAX_UPLOAD_BYTES / 1024 / 1024,
    maxWidthOrHeight: 4096,
    // The worker would load the library from a CDN, which the content security policy (rightly) refuses.
    useWebWorker: false,
  }).catch(() => file);
  // The library answers a Blob-like File that may have lost the name: keep the user's.
  return smaller.size < file.size ? new File([smaller], file.name, { type: smaller.type || file.type }) : file;
}

/**
 * Posts files (photos compressed) in SPEC §7's multipart field to an /api upload URL with `token` and the reader's
 * language, answering the server's JSON. A refusal throws a DownloadError with the server's translated message and
 * status: `.catch(toastFileError)`.
 */
export async function postFiles<Answer>(url: string, files: File[], token: string | null): Promise<Answer> {
  const body = new FormData();
  for (const file of await Promise.all(files.map(compressed))) body.append("arrayOfFilesName", file, file.name);
  const { lang } = sessionStore.get();
  const response = await fetch(url, {
    method: "POST",
    headers: { "Accept-Language": lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  }).catch(() => {
    throw new DownloadError(null);
  });
  if (!response.ok) throw new DownloadError(await response.json().catch(() => null), response.status);
  return (await response.json()) as Answer;
}

/**
 * Sends files to POST /api/upload as the signed-in user, attached to the archive (shared, or personal with
 * `isPersonal`), a record (`id` of the real estate, contract or task) or the organization.
 */
export async function uploadFiles({
  type,
  id,
  isPersonal,
  files,
}: {
  type: TUploadType;
  id?: string;
  isPersonal?: boolean;
  files: File[];
}): Promise<UploadedFile[]> {
  const query = new URLSearchParams({
    type,
    count: String(files.length),
    ...(id ? { id } : {}),
    ...(isPersonal ? { is_personal: "true" } : {}),
  });
  const { results } = await postFiles<{ results: UploadedFile[] }>(`/api/upload?${query}`, files, sessionStore.get().token);
  return results;
}
