import type { Lang } from "@amlak/i18n";
import type { TDocumentKind } from "@amlak/schemas";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { fetchFile } from "../../lib/download.ts";

const PDF_ROUTE: Record<TDocumentKind, string> = { invoice: "/api/invoices", receipt: "/api/receipts" };

/**
 * The document's PDF in `lang`, fetched (a frame cannot carry the bearer token /api takes) and shown from memory: a URL
 * the page can show, save and print it from, released when no longer shown.
 */
export function usePdf(kind: TDocumentKind, id: string, lang: Lang) {
  const pdf = useQuery({
    queryKey: ["document-pdf", kind, id, lang],
    queryFn: async () => (await fetchFile(`${PDF_ROUTE[kind]}/${encodeURIComponent(id)}/pdf`, { lang })).blob,
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
