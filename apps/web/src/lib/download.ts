import { toaster } from "../ui/toaster.tsx";
import type { AppErrorData } from "./app-error.ts";
import { i18next } from "./i18n.ts";
import { sessionStore } from "./session/session-store.ts";

/** The file name the server chose (Content-Disposition's UTF-8 `filename*`, which carries Arabic titles). */
function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
}

/** A refused download, with the server's translated message and reference number when it sent them. */
export class DownloadError extends Error {
  constructor(
    readonly data: Partial<AppErrorData> | null,
    /** The HTTP status of the refusal; none when the server could not be reached. */
    readonly status?: number,
  ) {
    super(data?.message || i18next.t("toast.networkError"));
  }
}

/**
 * A file from an /api route as the signed-in user (or the portal's, whose token is passed): /api authenticates by the
 * bearer token (not a cookie), so neither a plain link nor a frame can carry it. `query` leaves out what is empty; the
 * reader's language goes along.
 */
export async function fetchFile(
  path: string,
  query: Record<string, string | undefined>,
  token = sessionStore.get().token,
): Promise<{ blob: Blob; fileName: string | null }> {
  const { lang } = sessionStore.get();
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const response = await fetch(`${path}?${search}`, {
    headers: { "Accept-Language": lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => {
    throw new DownloadError(null);
  });
  if (!response.ok) throw new DownloadError(await response.json().catch(() => null), response.status);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition")) };
}

/** Saves what `href` (an object URL) holds under `fileName`. */
export function saveFile(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Downloads a file from an /api route (fetchFile) and saves it under the server's file name. A refusal throws a
 * DownloadError: `.catch(toastFileError)` says why.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | undefined>,
  token = sessionStore.get().token,
): Promise<void> {
  const { blob, fileName } = await fetchFile(path, query, token);
  const href = URL.createObjectURL(blob);
  saveFile(href, fileName ?? "download");
  // The file has been handed to the browser by the next task.
  window.setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Toasts why a file could not be had: the server's message and its reference number (SPEC §8). */
export function toastFileError(error: unknown): void {
  const data = error instanceof DownloadError ? error.data : null;
  const message = error instanceof Error ? error.message : i18next.t("toast.networkError");
  toaster.create({
    type: "error",
    description: data?.referenceNo ? `${message}\n${i18next.t("toast.referenceNo", { referenceNo: data.referenceNo })}` : message,
  });
}
