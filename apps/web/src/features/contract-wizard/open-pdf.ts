import { DownloadError } from "../../lib/download.ts";
import { sessionStore } from "../../lib/session/session-store.ts";

// Long enough for the new tab to have read the file.
const KEEP_FILE_MS = 60_000;

/**
 * Opens a PDF from an /api route in a new tab, as the signed-in user (/api takes the bearer token, not a cookie), in
 * the user's language; where the browser blocks the tab, the file is saved instead.
 */
export async function openPdf(path: string): Promise<void> {
  const { token, lang } = sessionStore.get();
  const response = await fetch(`${path}?lang=${lang}`, {
    headers: { "Accept-Language": lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => {
    throw new DownloadError(null);
  });
  if (!response.ok) throw new DownloadError(await response.json().catch(() => null));
  const href = URL.createObjectURL(await response.blob());
  if (!window.open(href, "_blank")) {
    const link = document.createElement("a");
    link.href = href;
    link.download = `${path.split("/").at(-2) ?? "document"}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  }
  window.setTimeout(() => URL.revokeObjectURL(href), KEEP_FILE_MS);
}
