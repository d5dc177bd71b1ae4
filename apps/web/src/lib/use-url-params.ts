import { useSearchParams } from "wouter";

/**
 * A page's filters and open record in the URL (?status=, ?estate=…), so back/forward and a shared link restore them.
 * `set` writes several at once; null or "" removes one. A filter change replaces the history entry and resets the page.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null | undefined>, { replace = false, keepPage = false } = {}) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === "") next.delete(key);
          else next.set(key, value);
        }
        if (!keepPage) next.delete("page");
        return next;
      },
      { replace },
    );
  return { get: (name: string) => params.get(name) ?? undefined, set };
}
