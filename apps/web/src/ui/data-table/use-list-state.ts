import type { TListSorting, TSortDirection } from "@amlak/schemas";
import { useEffect, useRef } from "react";
import { useSearchParams } from "wouter";

/** Where a table is: its page and order, kept in the URL so back/forward and a shared link restore it. */
export interface ListState<Sort extends string> {
  page: number;
  sort: Sort;
  direction: TSortDirection;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Sorts by `sort`; the column already sorted by flips its direction. */
  sortBy: (sort: Sort, direction?: TSortDirection) => void;
}

const positivePage = (text: string | null) => (text && /^[1-9][0-9]{0,6}$/.test(text) ? Number(text) : 1);

/**
 * Reads ?page=, ?sort= and ?direction= (defaults stay out of the URL) and writes them as new history entries. A change
 * of the list's filters (search text, chips) goes back to page 1: the old page number means nothing in the new list.
 */
export function useListState<Sort extends string>(sorting: TListSorting<Sort>, filters: Record<string, unknown>): ListState<Sort> {
  const [params, setParams] = useSearchParams();
  const requestedSort = params.get("sort");
  const sort = sorting.columns.find((column) => column === requestedSort) ?? sorting.defaultSort;
  const requestedDirection = params.get("direction");
  const direction: TSortDirection =
    requestedDirection === "asc" || requestedDirection === "desc" ? requestedDirection : sorting.defaultDirection;
  const page = positivePage(params.get("page"));

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  const filtersKey = JSON.stringify(filters);
  const shownFilters = useRef(filtersKey);
  useEffect(() => {
    if (shownFilters.current === filtersKey) return;
    shownFilters.current = filtersKey;
    if (page !== 1) update({ page: null }, true);
    // Only a change of filters moves the page; `update` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey]);

  return {
    page,
    sort,
    direction,
    setPage: (next, { replace = false } = {}) => update({ page: next === 1 ? null : String(next) }, replace),
    sortBy: (column, chosen) => {
      const flipped: TSortDirection = direction === "asc" ? "desc" : "asc";
      const nextDirection = chosen ?? (column === sort ? flipped : sorting.defaultDirection);
      update({
        sort: column === sorting.defaultSort ? null : column,
        direction: nextDirection === sorting.defaultDirection ? null : nextDirection,
        page: null,
      });
    },
  };
}
