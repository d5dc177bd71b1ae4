import type { Lang } from "@amlak/i18n";
import { useQuery } from "@tanstack/react-query";
import { fetchFile } from "../../lib/download.ts";

/** What the document viewer opens: a tax invoice, a cash receipt, or a credit or debit note. */
export type ViewedDocument = "invoice" | "receipt" | "note";

const PDF_ROUTE: Record<ViewedDocument, string> = { invoice: "/api/invoices", receipt: "/api/receipts", note: "/api/credit-notes" };

/** The document's PDF in `lang`, fetched into memory: a link or frame cannot carry the bearer token /api takes. */
export function usePdf(kind: ViewedDocument, id: string, lang: Lang) {
  return useQuery({
    queryKey: ["document-pdf", kind, id, lang],
    queryFn: async () => (await fetchFile(`${PDF_ROUTE[kind]}/${encodeURIComponent(id)}/pdf`, { lang })).blob,
    staleTime: Infinity,
    retry: 1,
  });
}
