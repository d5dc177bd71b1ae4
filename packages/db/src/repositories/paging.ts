import { sql, type Expression, type SelectQueryBuilder } from "kysely";

export type SortDirection = "asc" | "desc";

/** Which rows of the sorted list to read: one page of a table, or every row (an export). */
export type RowWindow = { page: number; pageSize: number } | "all";

/** One page of a list and how many rows the whole filtered list has (TListPage in @amlak/schemas). */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** How a list may be sorted: an SQL expression per column name the client may send, and the row's unique id. */
export interface Sortable<Sort extends string> {
  columns: Record<Sort, Expression<unknown>>;
  tieBreaker: Expression<unknown>;
}

/**
 * Sorts a list's filtered query by the chosen column, breaks ties on the row's id (so no row is skipped or shown twice
 * from one page to the next) and reads one window of it with the total. Empty values sort last in both directions,
 * as a reader expects blanks at the end. The column comes from the list's own map, never from the request.
 */
export async function sortedPage<DB, TB extends keyof DB, Row, Sort extends string>(
  query: SelectQueryBuilder<DB, TB, Row>,
  sortable: Sortable<Sort>,
  order: { sort: Sort; direction: SortDirection },
  window: RowWindow,
): Promise<Page<Row>> {
  const sorted = query
    .orderBy(sortable.columns[order.sort], (item) => (order.direction === "desc" ? item.desc() : item.asc()).nullsLast())
    .orderBy(sortable.tieBreaker, order.direction);
  if (window === "all") {
    const rows = await sorted.execute();
    return { rows, total: rows.length };
  }
  const [rows, count] = await Promise.all([
    sorted
      .limit(window.pageSize)
      .offset((window.page - 1) * window.pageSize)
      .execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: (count as { total: number }).total };
}
