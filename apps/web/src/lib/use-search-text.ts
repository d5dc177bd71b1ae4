import { useSearchParams } from "wouter";

/** The top bar's search, as the page reads it from the URL; undefined when empty so the call omits it (SPEC §7). */
export function useSearchText(): string | undefined {
  const [params] = useSearchParams();
  return params.get("searchText")?.trim() || undefined;
}
