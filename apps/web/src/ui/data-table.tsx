import { Skeleton, Table } from "@chakra-ui/react";

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Numbers and amounts line up at the end of the cell. */
  numeric?: boolean;
}

interface Props<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown instead of the table when the rows have loaded and there are none. */
  empty: React.ReactNode;
  testId?: string;
}

const LOADING_ROWS = 4;

/** The one table of the app: every list renders through it, so sorting, paging and export land in one place. */
export function DataTable<Row>({ columns, rows, rowKey, empty, testId }: Props<Row>) {
  if (rows?.length === 0) return empty;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" data-testid={testId}>
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.numeric ? "end" : "start"}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows
            ? rows.map((row) => (
                <Table.Row key={rowKey(row)} data-testid="table-row">
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.numeric ? "end" : "start"}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : Array.from({ length: LOADING_ROWS }, (_, index) => (
                <Table.Row key={index}>
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
