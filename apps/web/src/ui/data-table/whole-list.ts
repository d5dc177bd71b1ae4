import { PAGE_SIZE, type TListSorting } from "@amlak/schemas";
import { useListState } from "./use-list-state.ts";

interface WholeListQuery<Row> {
  data: Row[] | undefined;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

// Drafts and quotations come whole (a handful per organization) in the server's order; only the page is chosen here.
const UNSORTED: TListSorting<"created"> = { columns: ["created"], defaultSort: "created", defaultDirection: "desc" };

/**
 * A short list the server answers whole (contract drafts, quotations, the team), shown by the one DataTable ten rows a page
 * with the page in the URL like every other table.
 */
export function usePagedWholeList<Row>(query: WholeListQuery<Row>) {
  const state = useListState(UNSORTED, {});
  const rows = query.data?.slice((state.page - 1) * PAGE_SIZE, state.page * PAGE_SIZE);
  return {
    state,
    query: {
      data: query.data && rows ? { rows, total: query.data.length } : undefined,
      isError: query.isError,
      isFetching: query.isFetching,
      isPlaceholderData: false,
      error: query.error,
      refetch: query.refetch,
    },
  };
}
