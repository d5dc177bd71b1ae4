import { Box, Grid, Stack, Table, Text } from "@chakra-ui/react";
import { money } from "@amlak/money";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { Figure } from "../../ui/data-table.tsx";
import { Pager } from "../../ui/data-table/pager.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";

type Value = string | null;

interface ReportColumn {
  key: string;
  label: string;
  kind: "text" | "money" | "date" | "number" | "phone";
}

/** What a report run answers: its columns, its lines' cells in column order, and the totals of its summed columns. */
interface ReportResult {
  columns: readonly ReportColumn[];
  rows: readonly (readonly Value[])[];
  totals: Record<string, string>;
}

/** Lines per page: a year of a portfolio's payments is tens of thousands of lines, more than a page can hold. */
const REPORT_PAGE_SIZE = 50;

const isFigure = (column: ReportColumn) => column.kind !== "text" && column.kind !== "phone";

/**
 * A report's rows as a table with its totals row (SCREENS "Money, dates, numbers": amounts to the inline end, dates in
 * the user's calendar); below 768 px each row is a card, the totals card last.
 */
export function ReportResults({ result, caption }: { result: ReportResult; caption: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { columns, totals } = result;
  const [page, setPage] = useState(1);
  // A new search starts at its first page.
  const [shownResult, setShownResult] = useState(result);
  if (shownResult !== result) {
    setShownResult(result);
    setPage(1);
  }
  const rows = result.rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  const show = (column: ReportColumn, value: Value | undefined): React.ReactNode => {
    if (value === null || value === undefined || value === "") return "—";
    if (column.kind === "money") return <Figure>{format.money(money(value))}</Figure>;
    if (column.kind === "date") return <Figure>{format.date(String(value))}</Figure>;
    if (column.kind === "number") return <Figure>{value}</Figure>;
    if (column.kind === "phone") return <PhoneNumber phone={String(value)} />;
    return String(value);
  };
  const hasTotals = Object.keys(totals).length > 0;
  const [first] = columns;
  // The first column names the totals row, unless it has a total of its own; a column without a total stays blank.
  const totalOf = (column: ReportColumn) => {
    const total = totals[column.key];
    if (total !== undefined) return show(column, total);
    return column === first ? t("reportsScreen.totals") : null;
  };

  return (
    <Stack gap="3" data-testid="report-results">
      <Box hideBelow="md">
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
          <Table.Root size="sm">
            <Table.Caption srOnly>{caption}</Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.key} textAlign={isFigure(column) ? "end" : "start"} whiteSpace="nowrap">
                    {column.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row key={index} data-testid="report-row">
                  {columns.map((column, cell) => (
                    <Table.Cell key={column.key} textAlign={isFigure(column) ? "end" : "start"} py="2.5">
                      {show(column, row[cell])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
            {hasTotals && (
              <Table.Footer>
                <Table.Row fontWeight="semibold" bg="bg.muted" data-testid="report-totals">
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={isFigure(column) ? "end" : "start"}>
                      {totalOf(column)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              </Table.Footer>
            )}
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      <Stack hideFrom="md" gap="3">
        {rows.map((row, index) => (
          <RowCard key={index} heading={first && show(first, row[0])} testId="report-card">
            {columns.slice(1).map((column, cell) => (
              <Detail key={column.key} label={column.label}>
                {show(column, row[cell + 1])}
              </Detail>
            ))}
          </RowCard>
        ))}
        {hasTotals && (
          <RowCard heading={t("reportsScreen.totals")} testId="report-totals-card" muted>
            {columns
              .filter((column) => totals[column.key] !== undefined)
              .map((column) => (
                <Detail key={column.key} label={column.label}>
                  {show(column, totals[column.key])}
                </Detail>
              ))}
          </RowCard>
        )}
      </Stack>
      {result.rows.length > REPORT_PAGE_SIZE && (
        <Pager page={page} shownPage={page} total={result.rows.length} pageSize={REPORT_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}

function RowCard({
  heading,
  muted,
  testId,
  children,
}: {
  heading: React.ReactNode;
  muted?: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Box borderWidth="1px" rounded="xl" bg={muted ? "bg.muted" : "bg"} p="4" data-testid={testId}>
      <Text fontWeight="semibold" mb="2">
        {heading}
      </Text>
      <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" textStyle="sm">
        {children}
      </Grid>
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box display="contents">
      <Text color="fg.muted">{label}</Text>
      <Box textAlign="end" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}
