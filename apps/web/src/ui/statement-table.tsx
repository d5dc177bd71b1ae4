import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { StatementCards } from "./statement-cards.tsx";

interface StatementLine {
  key: string;
  date: ReactNode;
  description: ReactNode;
  /** The line's cell under each amount column, empty where it has none. */
  amounts: ReactNode[];
  /** The line's amount on a phone's list, signed the way its statement signs it. */
  amount: ReactNode;
  balance: ReactNode;
}

interface Props {
  /** The column headers: the amount columns stand between the description and the balance. */
  headers: { date: string; description: string; amounts: string[]; balance: string };
  /** The first row, labelled "Opening balance". */
  opening?: { label: string; balance: ReactNode };
  /** The last row, labelled "Closing balance", with each amount column's total. */
  closing?: { label: string; totals: ReactNode[]; balance: ReactNode };
  lines: readonly StatementLine[];
  /** Names the lines `<testId>-line`, the phone's lines `<testId>-card` and the closing balance `<testId>-closing`. */
  testId: string;
}

/** A statement's lines with their running balance: a table, and a list of lines on a phone. */
export function StatementTable({ headers, opening, closing, lines, testId }: Props) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" hideBelow="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{headers.date}</Table.ColumnHeader>
              <Table.ColumnHeader>{headers.description}</Table.ColumnHeader>
              {headers.amounts.map((header) => (
                <Table.ColumnHeader key={header} textAlign="end">
                  {header}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">{headers.balance}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {opening && (
              <Table.Row>
                <Table.Cell colSpan={headers.amounts.length + 2} fontWeight="medium">
                  {opening.label}
                </Table.Cell>
                <Table.Cell textAlign="end">{opening.balance}</Table.Cell>
              </Table.Row>
            )}
            {lines.map((line) => (
              <Table.Row key={line.key} data-testid={`${testId}-line`}>
                <Table.Cell>{line.date}</Table.Cell>
                <Table.Cell>{line.description}</Table.Cell>
                {line.amounts.map((amount, column) => (
                  <Table.Cell key={headers.amounts[column]} textAlign="end">
                    {amount}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end">{line.balance}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          {closing && (
            <Table.Footer>
              <Table.Row fontWeight="semibold" bg="bg.muted">
                <Table.Cell colSpan={2}>{closing.label}</Table.Cell>
                {closing.totals.map((total, column) => (
                  <Table.Cell key={headers.amounts[column]} textAlign="end">
                    {total}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" data-testid={`${testId}-closing`}>
                  {closing.balance}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          )}
        </Table.Root>
      </Table.ScrollArea>
      <StatementCards
        hideFrom="md"
        opening={opening}
        closing={closing}
        lines={lines}
        balanceLabel={headers.balance}
        testId={`${testId}-card`}
      />
    </>
  );
}
