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
  constructor(readonly data: Partial<AppErrorData> | null) {
    super(data?.message || i18next.t("toast.networkError"));
  }
}

/**
 * Downloads a file from an /api route as the signed-in user: /api authenticates by the bearer token (not a cookie),
 * so a plain link cannot carry it; the answer is saved under the server's file name.
 */
export async function downloadFile(path: string, query: Record<string, string | undefined>): Promise<void> {
  const { token, lang } = sessionStore.get();
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const response = await fetch(`${path}?${search}`, {
    headers: { "Accept-Language": lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => {
    throw new DownloadError(null);
  });
  if (!response.ok) throw new DownloadError(await response.json().catch(() => null));
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = fileNameOf(response.headers.get("content-disposition")) ?? "download";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download by the next task.
  window.setTimeout(() => URL.revokeObjectURL(href), 0);
}
