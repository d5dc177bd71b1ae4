import { Box, Button, Flex, Grid, HStack, IconButton, NativeSelect, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { PAGE_SIZE, type TListPage, type TSortDirection } from "@amlak/schemas";
import { ArrowDown, ArrowDownUp, ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { ExportButton, type ExportTarget } from "./data-table/export-button.tsx";
import { Pager } from "./data-table/pager.tsx";
import type { ListState } from "./data-table/use-list-state.ts";
import { LoadError } from "./load-error.tsx";

export { useListState } from "./data-table/use-list-state.ts";

export interface Column<Row, Sort extends string = string> {
  key: string;
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Numbers and amounts line up at the end of the cell. */
  numeric?: boolean;
  /** The server's sort column for this header; without it the header does not sort. */
  sort?: Sort;
}

/** The part of a tRPC list query the table reads (`trpc.x.list.useQuery(input, { placeholderData: keepPreviousData })`). */
interface ListQuery<Row> {
  data: TListPage<Row> | undefined;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface Props<Row, Sort extends string> {
  /** The first column heads each card on small screens. */
  columns: readonly Column<Row, Sort>[];
  query: ListQuery<Row>;
  state: ListState<Sort>;
  rowKey: (row: Row) => string;
  /** The record a row opens. */
  rowHref?: (row: Row) => string;
  /** Shown instead of the table when the list has no rows at all. */
  empty: React.ReactNode;
  /** The list's filters, at the inline start of the toolbar. */
  toolbar?: React.ReactNode;
  /** Where the list's Excel export is served; left out where the role may not export. */
  exportTo?: ExportTarget;
  /** Cards at every width (a view toggle where cards help, SCREENS "Toolbar"); the table otherwise. */
  view?: "table" | "cards";
  testId?: string;
}

const LOADING_ROWS = 5;

/** A number, amount, date or phone in a cell: its own left-to-right isolate, so Arabic text never reorders it. */
export function Figure({ children }: { children: React.ReactNode }) {
  return (
    <Text as="bdi" dir="ltr" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {children}
    </Text>
  );
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/**
 * The one table of the app (SCREENS "One pattern for every page"): the server sorts and pages, the URL keeps the page
 * and order, and every state is shown the same way — skeletons while loading, an alert with Retry and the reference
 * number on failure, the empty state, cards below 768 px, and the Excel export of the whole filtered list.
 */
export function DataTable<Row, Sort extends string>({
  columns,
  query,
  state,
  rowKey,
  rowHref,
  empty,
  toolbar,
  exportTo,
  view = "table",
  testId,
}: Props<Row, Sort>) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { data } = query;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // While the next page loads, the rows on screen are still the previous page's: the range text says so.
  const [shownPage, setShownPage] = useState(state.page);
  if (data && !query.isPlaceholderData && shownPage !== state.page) setShownPage(state.page);

  // A page past the end (rows deleted, an old link): show the last page there is.
  const pastTheEnd = Boolean(data && !query.isPlaceholderData && data.rows.length === 0 && data.total > 0);
  useEffect(() => {
    if (pastTheEnd) state.setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, state]);

  const open = rowHref && ((row: Row) => navigate(rowHref(row)));
  const updating = query.isFetching && query.isPlaceholderData;

  let content: React.ReactNode;
  if (query.isError)
    content = (
      <LoadError
        title={t("table.loadFailed")}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="table"
      />
    );
  else if (data?.total === 0) content = empty;
  else {
    content = (
      <Stack gap="3" opacity={updating ? 0.6 : 1} transition="opacity 0.2s" aria-busy={query.isFetching}>
        {view === "table" && (
          <Box hideBelow="md">
            <RowsTable columns={columns} rows={data?.rows} state={state} rowKey={rowKey} onOpen={open} />
          </Box>
        )}
        <Stack hideFrom={view === "table" ? "md" : undefined} gap="3">
          <SortSelect columns={columns} state={state} />
          <Grid templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" }} gap="3" data-testid="table-cards">
            <RowCards columns={columns} rows={data?.rows} rowKey={rowKey} onOpen={open} />
          </Grid>
        </Stack>
        {data && <Pager page={state.page} shownPage={shownPage} total={data.total} onPageChange={(page) => state.setPage(page)} />}
      </Stack>
    );
  }

  return (
    <Stack gap="4" data-testid={testId}>
      {(toolbar || exportTo) && (
        <Flex gap="3" align="center" wrap="wrap" justify="space-between">
          {/* Filter chips scroll sideways on a phone rather than push the page wider. */}
          <Box maxW="full" overflowX="auto" p="0.5">
            {toolbar}
          </Box>
          {exportTo && <ExportButton path={exportTo.path} query={{ ...exportTo.filters, sort: state.sort, direction: state.direction }} />}
        </Flex>
      )}
      {content}
    </Stack>
  );
}

interface RowsProps<Row, Sort extends string> {
  columns: readonly Column<Row, Sort>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  onOpen: ((row: Row) => void) | undefined;
}

function RowsTable<Row, Sort extends string>({ columns, rows, state, rowKey, onOpen }: RowsProps<Row, Sort> & { state: ListState<Sort> }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="sm" interactive={Boolean(onOpen)}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.numeric ? "end" : "start"}
                whiteSpace="nowrap"
                aria-sort={column.sort ? (column.sort === state.sort ? ARIA_SORT[state.direction] : "none") : undefined}
              >
                {column.sort ? <SortHeader column={column} sort={column.sort} state={state} /> : column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows
            ? rows.map((row) => (
                <Table.Row
                  key={rowKey(row)}
                  data-testid="table-row"
                  cursor={onOpen ? "pointer" : undefined}
                  onClick={onOpen && ((event) => !isInteractive(event.target) && onOpen(row))}
                >
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.numeric ? "end" : "start"} whiteSpace="normal" py="2.5">
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : Array.from({ length: LOADING_ROWS }, (_, index) => (
                <Table.Row key={index} data-testid="table-skeleton">
                  {columns.map((column) => (
                    <Table.Cell key={column.key}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A click on a link, button or a control's label (a row's checkbox) inside a row does its own thing, not the row's. */
const isInteractive = (target: EventTarget) =>
  target instanceof Element && target.closest("a, button, input, label, select, textarea") !== null;

function SortHeader<Row, Sort extends string>({ column, sort, state }: { column: Column<Row, Sort>; sort: Sort; state: ListState<Sort> }) {
  const { t } = useTranslation();
  const active = state.sort === sort;
  const Arrow = !active ? ArrowDownUp : state.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      h="auto"
      fontWeight="semibold"
      color={active ? "fg" : "fg.muted"}
      onClick={() => state.sortBy(sort)}
      aria-label={t("table.sortColumn", { column: column.header })}
      data-testid={`sort-${sort}`}
    >
      {column.header}
      <Arrow size={14} opacity={active ? 1 : 0.5} aria-hidden />
    </Button>
  );
}

/** Below 768 px the header row is gone: the order is chosen here. */
function SortSelect<Row, Sort extends string>({ columns, state }: { columns: readonly Column<Row, Sort>[]; state: ListState<Sort> }) {
  const { t } = useTranslation();
  const sortable = columns.filter((column): column is Column<Row, Sort> & { sort: Sort } => Boolean(column.sort));
  if (sortable.length === 0) return null;
  const flipped: TSortDirection = state.direction === "asc" ? "desc" : "asc";
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" flex="1">
        <NativeSelect.Field
          aria-label={t("table.sortBy")}
          value={state.sort}
          onChange={(event) => state.sortBy(event.target.value as Sort, state.direction)}
          data-testid="table-sort-select"
        >
          {sortable.map((column) => (
            <option key={column.sort} value={column.sort}>
              {t("table.sortColumn", { column: column.header })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t(state.direction === "asc" ? "table.sortAscending" : "table.sortDescending")}
        onClick={() => state.sortBy(state.sort, flipped)}
      >
        {state.direction === "asc" ? <ArrowUp /> : <ArrowDown />}
      </IconButton>
    </HStack>
  );
}

function RowCards<Row, Sort extends string>({ columns, rows, rowKey, onOpen }: RowsProps<Row, Sort>) {
  const [heading, ...details] = columns;
  if (!heading) return null;
  if (!rows) {
    return Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height="24" rounded="xl" />);
  }
  return rows.map((row) => (
    <Box
      key={rowKey(row)}
      data-testid="table-card"
      borderWidth="1px"
      rounded="xl"
      bg="bg"
      p="4"
      cursor={onOpen ? "pointer" : undefined}
      onClick={onOpen && ((event) => !isInteractive(event.target) && onOpen(row))}
    >
      <Box fontWeight="medium" mb="3">
        {heading.cell(row)}
      </Box>
      <Grid templateColumns="auto 1fr" columnGap="4" rowGap="2" textStyle="sm">
        {details.map((column) => (
          <Box key={column.key} display="contents">
            <Text color="fg.muted">{column.header}</Text>
            <Box textAlign="end">{column.cell(row)}</Box>
          </Box>
        ))}
      </Grid>
    </Box>
  ));
}
