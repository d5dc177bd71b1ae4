import { Card, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface TableCardProps {
  testId: string;
  title: string;
  /** Shown instead of the table once the rows are loaded and there are none. */
  empty: string;
  rowCount: number | undefined;
  /** The column headings; `end` aligns a figure's column to the end. An empty label heads an actions column. */
  columns: readonly { label: string; end?: boolean }[];
  /** The table's rows. */
  children: ReactNode;
  /** What opens from a row (a dialog), inside the card. */
  after?: ReactNode;
}

/** A titled card holding a small table of the subscription's records, or a line saying there are none yet. */
export function TableCard({ testId, title, empty, rowCount, columns, children, after }: TableCardProps) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {rowCount === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {columns.map((column, index) => (
                    <Table.ColumnHeader key={index} textAlign={column.end ? "end" : undefined}>
                      {column.label}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>{children}</Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
      {after}
    </Card.Root>
  );
}
