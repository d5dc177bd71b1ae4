import { Badge, Box, Button, Card, Flex, HStack, Stack, Switch, Table, Tabs, Text } from "@chakra-ui/react";
import { CHARGE_FIELDS } from "@amlak/domain";
import { IMPORT_COLUMNS, type TImportSheet } from "@amlak/schemas";
import { ChevronLeft, ChevronRight, CircleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";

type Preview = RouterOutputs["imports"]["preview"];
type Sheet = Preview["sheets"][number];
type Row = Sheet["rows"][number];

const PAGE_ROWS = 20;
/** Columns whose values are numbers, phones or dates: read left to right in Arabic too. */
const LTR_COLUMNS = new Set([
  "phone",
  "alternative_phone",
  "national_id",
  "unified_no",
  "vat_no",
  "buyer_building_number",
  "buyer_postal_code",
  "email",
  "sqm",
  "cost",
  "target_yearly_rent",
  "electricity_account",
  "water_account",
  "contract_start",
  "contract_end",
  "contract_interval",
  "price",
  ...CHARGE_FIELDS,
]);

const errorOf = (row: Row, field: string) => row.errors.find((error) => error.field === field);

/** The columns worth showing: those any row fills or any error names (a template has many optional ones). */
function shownColumns(sheet: Sheet) {
  return IMPORT_COLUMNS[sheet.sheet].filter(
    ({ key }) =>
      sheet.rows.some((row) => row.cells[key] !== null && row.cells[key] !== undefined) || sheet.rows.some((row) => errorOf(row, key)),
  );
}

function CellValue({ field, value }: { field: string; value: string | null | undefined }) {
  if (value === null || value === undefined) return <Text color="fg.subtle">—</Text>;
  // Names keep their own direction: "شقة 101" reads right to left on an English page too.
  return LTR_COLUMNS.has(field) ? <Figure>{value}</Figure> : <bdi>{value}</bdi>;
}

/** A bad cell's message, under its value: the icon and words carry it, not the colour alone. */
function CellError({ message }: { message: string }) {
  return (
    <HStack gap="1" align="start" color="fg.error" textStyle="xs" mt="1" data-testid="import-cell-error">
      <CircleAlert size={12} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text>{message}</Text>
    </HStack>
  );
}

function SheetTable({ sheet, rows }: { sheet: Sheet; rows: Row[] }) {
  const { t } = useTranslation();
  const columns = shownColumns(sheet);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" hideBelow="md" data-testid={`import-table-${sheet.sheet}`}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader whiteSpace="nowrap">{t("importScreen.preview.row")}</Table.ColumnHeader>
            {columns.map(({ key }) => (
              <Table.ColumnHeader key={key} minW="24" verticalAlign="bottom">
                {t(`importScreen.${sheet.sheet}.${key}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.row} data-testid="import-row" data-invalid={row.errors.length > 0 || undefined}>
              <Table.Cell>
                <Figure>{row.row}</Figure>
              </Table.Cell>
              {columns.map(({ key }) => {
                const error = errorOf(row, key);
                return (
                  <Table.Cell
                    key={key}
                    verticalAlign="top"
                    minW="24"
                    bg={error ? "bg.error" : undefined}
                    borderInlineStartWidth={error ? "3px" : undefined}
                    borderInlineStartColor={error ? "border.error" : undefined}
                    aria-invalid={error ? true : undefined}
                    data-testid={error ? `import-bad-${sheet.sheet}-${row.row}-${key}` : undefined}
                  >
                    <CellValue field={key} value={row.cells[key]} />
                    {error && <CellError message={error.message} />}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Below 768 px each row is a card: its filled and bad fields, label above value. */
function SheetCards({ sheet, rows }: { sheet: Sheet; rows: Row[] }) {
  const { t } = useTranslation();
  const columns = shownColumns(sheet);
  return (
    <Stack gap="3" hideFrom="md" data-testid={`import-cards-${sheet.sheet}`}>
      {rows.map((row) => (
        <Card.Root key={row.row} size="sm" borderColor={row.errors.length ? "border.error" : undefined} data-testid="import-card">
          <Card.Body gap="2">
            <Text fontWeight="semibold" textStyle="sm">
              {t("importScreen.preview.row")} <Figure>{row.row}</Figure>
            </Text>
            {columns
              .filter(({ key }) => row.cells[key] !== null || errorOf(row, key))
              .map(({ key }) => {
                const error = errorOf(row, key);
                return (
                  <Box key={key} bg={error ? "bg.error" : undefined} rounded="md" px={error ? "2" : "0"} py={error ? "1" : "0"}>
                    <Text textStyle="xs" color="fg.muted">
                      {t(`importScreen.${sheet.sheet}.${key}`)}
                    </Text>
                    <Box textStyle="sm" overflowWrap="anywhere">
                      <CellValue field={key} value={row.cells[key]} />
                    </Box>
                    {error && <CellError message={error.message} />}
                  </Box>
                );
              })}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function SheetRows({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation();
  const bad = sheet.rows.filter((row) => row.errors.length > 0);
  const [onlyErrors, setOnlyErrors] = useState(bad.length > 0);
  const [page, setPage] = useState(0);
  const listed = onlyErrors ? bad : sheet.rows;
  const pages = Math.max(1, Math.ceil(listed.length / PAGE_ROWS));
  const current = Math.min(page, pages - 1);
  const rows = listed.slice(current * PAGE_ROWS, (current + 1) * PAGE_ROWS);

  if (sheet.rows.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {t("importScreen.preview.noRows")}
      </Text>
    );
  }
  return (
    <Stack gap="3">
      {bad.length > 0 && (
        <Switch.Root
          checked={onlyErrors}
          onCheckedChange={(details) => {
            setOnlyErrors(details.checked);
            setPage(0);
          }}
          size="sm"
          data-testid={`import-only-errors-${sheet.sheet}`}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t("importScreen.preview.onlyErrors")}</Switch.Label>
        </Switch.Root>
      )}
      {rows.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {t("importScreen.preview.noErrorRows")}
        </Text>
      ) : (
        <>
          <SheetTable sheet={sheet} rows={rows} />
          <SheetCards sheet={sheet} rows={rows} />
        </>
      )}
      {listed.length > PAGE_ROWS && (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {t("importScreen.preview.range", {
              from: current * PAGE_ROWS + 1,
              to: Math.min(listed.length, (current + 1) * PAGE_ROWS),
              total: listed.length,
            })}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
              aria-label={t("importScreen.preview.previous")}
            >
              <DirectionalIcon asChild>
                <ChevronLeft />
              </DirectionalIcon>
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
              aria-label={t("importScreen.preview.next")}
            >
              <DirectionalIcon asChild>
                <ChevronRight />
              </DirectionalIcon>
            </Button>
          </HStack>
        </Flex>
      )}
    </Stack>
  );
}

/** The preview per sheet (SCREENS "Import"): a tab each, with its row count and errors; each bad cell marked with its message. */
export function PreviewSheets({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const first =
    preview.sheets.find((sheet) => sheet.rows.some((row) => row.errors.length > 0)) ??
    preview.sheets.find((sheet) => sheet.rows.length > 0);
  const [tab, setTab] = useState<TImportSheet>(first?.sheet ?? "contacts");
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setTab(details.value as TImportSheet)}
      variant="line"
      lazyMount
      data-testid="import-preview"
    >
      <Tabs.List overflowX="auto" maxW="full">
        {preview.sheets.map((sheet) => {
          const errors = sheet.rows.reduce((count, row) => count + row.errors.length, 0);
          return (
            <Tabs.Trigger key={sheet.sheet} value={sheet.sheet} data-testid={`import-tab-${sheet.sheet}`} whiteSpace="nowrap">
              {t(`importScreen.sheet.${sheet.sheet}`)}
              <Badge variant="subtle">
                <Figure>{sheet.rows.length}</Figure>
              </Badge>
              {errors > 0 && (
                <Badge colorPalette="red" variant="solid" aria-label={`${t("importScreen.summary.errors")} ${errors}`}>
                  <Figure>{errors}</Figure>
                </Badge>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {preview.sheets.map((sheet) => (
        <Tabs.Content key={sheet.sheet} value={sheet.sheet}>
          <SheetRows sheet={sheet} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
