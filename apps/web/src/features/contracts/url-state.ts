import { useSearchParams } from "wouter";

const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One value kept in the URL (a tab, a chip, a lessor), so back, forward and a shared link restore it; a value `accept`
 * refuses reads as none. Setting it replaces the history entry and drops `reset`: a table's page (and, for a tab, its
 * order) means nothing in another list.
 */
function useUrlParam<Value extends string>(
  name: string,
  accept: (text: string) => text is Value,
  reset: readonly string[],
): [Value | undefined, (value: Value | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(name) ?? "";
  const set = (next: Value | undefined) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set(name, next);
        else updated.delete(name);
        for (const key of reset) updated.delete(key);
        return updated;
      },
      { replace: true },
    );
  return [accept(requested) ? requested : undefined, set];
}

/** One of `allowed` in ?name=. */
export const useUrlChoice = <Value extends string>(name: string, allowed: readonly Value[], reset: readonly string[] = ["page"]) =>
  useUrlParam(name, (text): text is Value => (allowed as readonly string[]).includes(text), reset);

/** A record's id in ?name= (a lessor, a property). */
export const useUrlId = (name: string) => useUrlParam(name, (text): text is string => ID_SHAPE.test(text), ["page"]);
