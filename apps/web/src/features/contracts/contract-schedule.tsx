import { Badge, Box, Grid, Heading, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { add } from "@amlak/money";
import { PAYMENT_TYPES } from "@amlak/schemas";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PaymentRowMenu } from "../payments/payment-row-menu.tsx";
import { useCategoryNames, type PaymentRow } from "../payments/payment-row.ts";
import { PaymentStatusBadge } from "../payments/payment-status-badge.tsx";

/** The schedule's types in the order the contract states them (rent first); a manual category comes after. */
const typeOrder = (type: string) => {
  const index = (PAYMENT_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? PAYMENT_TYPES.length : index;
};

function byType(rows: readonly PaymentRow[]) {
  const groups = new Map<string, PaymentRow[]>();
  for (const row of rows) groups.set(row.type, [...(groups.get(row.type) ?? []), row]);
  return [...groups.entries()].sort(([x], [y]) => typeOrder(x) - typeOrder(y));
}

/**
 * The contract's payments grouped by type (SCREENS "Contract page"), each instalment with its state and the row menu
 * of the payments page, and what each type adds up to (cancelled ones left out).
 */
export function ContractSchedule({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const schedule = trpc.contracts.schedule.useQuery({ id: contractId });
  const { nameOf } = useCategoryNames();

  if (schedule.isError) {
    return (
      <LoadError
        title={t("table.loadFailed")}
        error={schedule.error}
        retrying={schedule.isFetching}
        onRetry={() => void schedule.refetch()}
        testId="schedule"
      />
    );
  }
  if (!schedule.data) {
    return (
      <Stack gap="3" data-testid="schedule-loading">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height="10" />
        ))}
      </Stack>
    );
  }
  if (schedule.data.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {t("contractsScreen.schedule.empty")}
      </Text>
    );
  }
  return (
    <Stack gap="6" data-testid="schedule">
      {byType(schedule.data).map(([type, rows]) => (
        <TypeGroup key={type} type={type} name={nameOf(type)} rows={rows} />
      ))}
    </Stack>
  );
}

function TypeGroup({ type, name, rows }: { type: string; name: string; rows: PaymentRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const live = rows.filter((row) => row.status !== "canceled");
  const subtotal = add(...live.map((row) => row.total));
  const hasVat = rows.some((row) => !row.vat.isZero());
  return (
    <Stack as="section" gap="3" data-testid="schedule-group" data-type={type}>
      <HStack gap="2">
        <Heading as="h3" size="sm">
          {name}
        </Heading>
        <Badge variant="subtle" size="sm">
          <bdi>{rows.length}</bdi>
        </Badge>
      </HStack>
      <Box hideBelow="md">
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader width="10">#</Table.ColumnHeader>
                <Table.ColumnHeader>{t("contractsScreen.schedule.dueDate")}</Table.ColumnHeader>
                {hasVat && <Table.ColumnHeader textAlign="end">{t("contractsScreen.schedule.price")}</Table.ColumnHeader>}
                {hasVat && <Table.ColumnHeader textAlign="end">{t("contractsScreen.schedule.vat")}</Table.ColumnHeader>}
                <Table.ColumnHeader textAlign="end">{t("contractsScreen.schedule.total")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("contractsScreen.schedule.status")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("contractsScreen.schedule.paidDate")}</Table.ColumnHeader>
                <Table.ColumnHeader width="12">
                  <Text srOnly>{t("contractsScreen.actions")}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row key={row.id} data-testid="schedule-row" data-status={row.status} opacity={row.status === "canceled" ? 0.7 : 1}>
                  <Table.Cell color="fg.muted">
                    <bdi>{index + 1}</bdi>
                  </Table.Cell>
                  <Table.Cell>
                    <Figure>{format.date(row.dueDate)}</Figure>
                  </Table.Cell>
                  {hasVat && (
                    <Table.Cell textAlign="end">
                      <Figure>{format.money(row.price)}</Figure>
                    </Table.Cell>
                  )}
                  {hasVat && (
                    <Table.Cell textAlign="end">
                      <Figure>{format.money(row.vat)}</Figure>
                    </Table.Cell>
                  )}
                  <Table.Cell textAlign="end" textDecoration={row.status === "canceled" ? "line-through" : undefined}>
                    <Figure>{format.money(row.total)}</Figure>
                  </Table.Cell>
                  <Table.Cell>
                    <PaymentStatusBadge payment={row} />
                  </Table.Cell>
                  <Table.Cell>{row.paidDate ? <Figure>{format.date(row.paidDate)}</Figure> : "—"}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <PaymentRowMenu payment={row} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row bg="bg.subtle">
                <Table.Cell colSpan={hasVat ? 4 : 2} fontWeight="semibold">
                  {t("contractsScreen.schedule.subtotal", { type: name })}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" data-testid="schedule-subtotal">
                  <Figure>{format.money(subtotal)}</Figure>
                </Table.Cell>
                <Table.Cell colSpan={3} />
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      <Stack hideFrom="md" gap="2">
        {rows.map((row) => (
          <Grid
            key={row.id}
            templateColumns="1fr auto"
            alignItems="center"
            gap="2"
            borderWidth="1px"
            rounded="xl"
            bg="bg"
            p="3"
            data-testid="schedule-card"
            data-status={row.status}
          >
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Figure>{format.date(row.dueDate)}</Figure>
                <PaymentStatusBadge payment={row} />
              </HStack>
              <Text textStyle="sm" fontWeight="medium" textDecoration={row.status === "canceled" ? "line-through" : undefined}>
                <Figure>{format.money(row.total)}</Figure>
              </Text>
              {row.paidDate && (
                <Text textStyle="xs" color="fg.muted">
                  {t("contractsScreen.schedule.paidDate")} <Figure>{format.date(row.paidDate)}</Figure>
                </Text>
              )}
            </Stack>
            <PaymentRowMenu payment={row} />
          </Grid>
        ))}
        <HStack justify="space-between" px="3" textStyle="sm" fontWeight="semibold">
          <Text>{t("contractsScreen.schedule.subtotal", { type: name })}</Text>
          <Figure>{format.money(subtotal)}</Figure>
        </HStack>
      </Stack>
    </Stack>
  );
}
