import { z } from "zod";
import { ZTextSchema } from "./text.ts";
import { wholeNumber } from "./whole-number.ts";

/** Far beyond any real list (ten million rows), low enough that the offset stays an exact number. */
const MAX_PAGE = 1_000_000;

const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

/** What every list answers: one page of rows and how many rows the whole filtered list has. */
export interface TListPage<Row> {
  rows: Row[];
  total: number;
}

/** The columns a list may be sorted by, and how it is sorted when the client does not say. */
export interface TListSorting<Sort extends string> {
  columns: readonly Sort[];
  defaultSort: Sort;
  defaultDirection: TSortDirection;
}

// A call without input (`list.useQuery()`) is the first page in the default order; filters are optional by design.
const NOTHING_GIVEN = {} as never;

/** The top bar's search (SPEC §2), as every list and lookup takes it. */
export const ZSearchTextSchema = ZTextSchema.max(100, { error: "field.maxLength" }).optional();

/**
 * The input of one server-driven list (SCREENS "One pattern for every page"): the top bar's `searchText`, the list's
 * own filters, `sort` (one of its sortable column names), `direction` and a 1-based `page`. Unknown keys and unknown
 * sort columns are refused as field errors, never reach SQL. `exportInput` is the same without `page`: an export
 * takes the whole filtered, sorted list.
 */
export function listQuery<const Sort extends readonly [string, ...string[]], Filters extends z.ZodRawShape = Record<never, never>>({
  sort,
  defaultSort,
  defaultDirection = "asc",
  filters,
}: {
  sort: Sort;
  defaultSort: Sort[number];
  defaultDirection?: TSortDirection;
  filters?: Filters;
}) {
  const query = z.strictObject(
    {
      searchText: ZSearchTextSchema,
      ...(filters ?? ({} as Filters)),
      sort: z.enum(sort, { error: "field.invalid" }).default(defaultSort as never),
      direction: z.enum(SORT_DIRECTIONS, { error: "field.invalid" }).default(defaultDirection),
    },
    { error: "field.invalid" },
  );
  const sorting: TListSorting<Sort[number]> = { columns: sort, defaultSort, defaultDirection };
  return {
    sorting,
    input: query.extend({ page: wholeNumber({ min: 1, max: MAX_PAGE }).default(1) }).prefault(NOTHING_GIVEN),
    exportInput: query.prefault(NOTHING_GIVEN),
  };
}
