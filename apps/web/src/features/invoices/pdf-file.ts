import type { Lang } from "@amlak/i18n";
import type { TDocumentKind } from "@amlak/schemas";
import { useQuery } from "@tanstack/react-query";
import { fetchFile } from "../../lib/download.ts";

const PDF_ROUTE: Record<TDocumentKind, string> = { invoice: "/api/invoices", receipt: "/api/receipts" };

/** The document's PDF in `lang`, fetched into memory: a link or frame cannot carry the bearer token /api takes. */
export function usePdf(kind: TDocumentKind, id: string, lang: Lang) {
  return useQuery({
    queryKey: ["document-pdf", kind, id, lang],
    queryFn: async () => (await fetchFile(`${PDF_ROUTE[kind]}/${encodeURIComponent(id)}/pdf`, { lang })).blob,
    staleTime: Infinity,
    retry: 1,
  });
}
