import type { Lang } from "@amlak/i18n";
import type { TDocumentKind } from "@amlak/schemas";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { DownloadError } from "../../lib/download.ts";
import { sessionStore } from "../../lib/session/session-store.ts";

const PDF_ROUTE: Record<TDocumentKind, string> = { invoice: "/api/invoices", receipt: "/api/receipts" };

/**
 * The printable document as the signed-in user: /api authenticates by the bearer token (no cookie), so the viewer
 * cannot point a frame at the route; it fetches the PDF and shows it from memory.
 */
async function fetchPdf(kind: TDocumentKind, id: string, lang: Lang): Promise<Blob> {
  const { token } = sessionStore.get();
  const response = await fetch(`${PDF_ROUTE[kind]}/${encodeURIComponent(id)}/pdf?lang=${lang}`, {
    headers: { "Accept-Language": lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => {
    throw new DownloadError(null);
  });
  if (!response.ok) throw new DownloadError(await response.json().catch(() => null));
  return response.blob();
}

/** The document's PDF in `lang` and a URL the page can show, save and print it from (released when no longer shown). */
export function usePdf(kind: TDocumentKind, id: string, lang: Lang) {
  const pdf = useQuery({
    queryKey: ["document-pdf", kind, id, lang],
    queryFn: () => fetchPdf(kind, id, lang),
    staleTime: Infinity,
    retry: 1,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : undefined), [pdf.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { ...pdf, url };
}

/** Saves the shown PDF under its printed number. */
export function savePdf(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Prints the PDF through a hidden frame (the browser's own PDF printing); where a browser refuses, opens it instead. */
export function printPdf(url: string): void {
  const frame = document.createElement("iframe");
  frame.style.cssText = "position:fixed;inset-inline-start:-10000px;width:1px;height:1px;border:0";
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, "_blank", "noopener");
    }
    // The print dialog has the document by now; the frame can go after the user is done.
    window.setTimeout(() => frame.remove(), 60_000);
  };
  document.body.append(frame);
}
