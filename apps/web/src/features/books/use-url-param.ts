import { useSearchParams } from "wouter";

/**
 * One filter kept in the URL (so back, forward and a shared link restore it): its value, and a setter that replaces
 * the history entry and goes back to the list's first page, as a new filter makes the old page number meaningless.
 */
export function useUrlParam(name: string): [string | undefined, (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) || undefined;
  const set = (next: string | undefined) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set(name, next);
        else updated.delete(name);
        updated.delete("page");
        return updated;
      },
      { replace: true },
    );
  return [value, set];
}

/** Clears several filters at once, in one history entry, back on the first page. */
export function useClearParams(names: readonly string[]): () => void {
  const [, setParams] = useSearchParams();
  return () =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        for (const name of [...names, "page"]) updated.delete(name);
        return updated;
      },
      { replace: true },
    );
}

/** Opens a tab kept in ?tab= (the first tab stays out of the URL); its table starts on page 1 in its own order. */
export function useTab<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = tabs.find((candidate) => candidate === requested) ?? tabs[0];
  const choose = (next: Tab) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      for (const key of ["tab", "page", "sort", "direction"]) updated.delete(key);
      if (next !== tabs[0]) updated.set("tab", next);
      return updated;
    });
  return [tab, choose];
}
