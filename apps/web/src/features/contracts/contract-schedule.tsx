import { Badge, Box, Grid, Heading, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { add, type Money } from "@amlak/money";
import { PAYMENT_TYPES } from "@amlak/schemas";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PaymentRowMenu } from "../payments/payment-row-menu.tsx";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useCategoryNames } from "../payments/payment-row.ts";
import { PaymentStatusBadge } from "../payments/payment-status-badge.tsx";
import { scheduleInstalments, type ScheduleInstalment } from "./schedule-instalments.ts";

/** The schedule's types in the order the contract states them (rent first); a manual category comes after. */
const typeOrder = (type: string) => {
  const index = (PAYMENT_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? PAYMENT_TYPES.length : index;
};

function byType(rows: readonly ScheduleRow[]) {
  const groups = new Map<string, ScheduleRow[]>();
  for (const row of rows) groups.set(row.type, [...(groups.get(row.type) ?? []), row]);
  return [...groups.entries()].sort(([x], [y]) => typeOrder(x) - typeOrder(y));
}

/**
 * The contract's payments grouped by type (SCREENS "Contract page"), each instalment with what is paid of it, its
 * balance, its state and the row menu of the payments page (an instalment paid in part lists its parts, each with its
 * menu), and what each type adds up to (cancelled ones left out).
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

type ScheduleRow = RouterOutputs["contracts"]["schedule"][number];

function TypeGroup({ type, name, rows }: { type: string; name: string; rows: ScheduleRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const instalments = scheduleInstalments(rows);
  const totals = {
    total: add(...instalments.map((instalment) => instalment.total)),
    paid: add(...instalments.map((instalment) => instalment.paid)),
    balance: add(...instalments.map((instalment) => instalment.balance)),
  };
  const hasVat = rows.some((row) => !row.vat.isZero());
  const amount = (value: Money) => <Figure>{format.money(value)}</Figure>;
  const paidOn = (date: string | null) => (date ? <Figure>{format.date(date)}</Figure> : "—");
  return (
    <Stack as="section" gap="3" data-testid="schedule-group" data-type={type}>
      <HStack gap="2">
        <Heading as="h3" size="sm">
          {name}
        </Heading>
        <Badge variant="subtle" size="sm">
          <bdi>{instalments.length}</bdi>
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
                <Table.ColumnHeader textAlign="end">{t("contractsScreen.schedule.paid")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("contractsScreen.schedule.balance")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("contractsScreen.schedule.status")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("contractsScreen.schedule.paidDate")}</Table.ColumnHeader>
                <Table.ColumnHeader width="12">
                  <Text srOnly>{t("contractsScreen.actions")}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {instalments.map((instalment, index) => {
                const [only] = instalment.parts;
                const single = instalment.parts.length === 1 ? only! : null;
                const canceled = single?.status === "canceled";
                return (
                  <Fragment key={instalment.id}>
                    <Table.Row
                      data-testid="schedule-row"
                      data-status={single ? single.status : instalment.partlyPaid ? "partlyPaid" : only!.status}
                      opacity={canceled ? 0.7 : 1}
                    >
                      <Table.Cell color="fg.muted">
                        <bdi>{index + 1}</bdi>
                      </Table.Cell>
                      <Table.Cell>
                        <Figure>{format.date(instalment.dueDate)}</Figure>
                      </Table.Cell>
                      {hasVat && <Table.Cell textAlign="end">{amount(single ? single.price : instalment.price)}</Table.Cell>}
                      {hasVat && <Table.Cell textAlign="end">{amount(single ? single.vat : instalment.vat)}</Table.Cell>}
                      <Table.Cell textAlign="end" textDecoration={canceled ? "line-through" : undefined}>
                        {amount(single ? single.total : instalment.total)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" data-testid="schedule-paid">
                        {amount(instalment.paid)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" data-testid="schedule-balance">
                        {amount(instalment.balance)}
                      </Table.Cell>
                      <Table.Cell>
                        {single ? <PaymentStatusBadge payment={single} /> : <InstalmentBadge instalment={instalment} />}
                      </Table.Cell>
                      <Table.Cell>{paidOn(instalment.paidDate)}</Table.Cell>
                      <Table.Cell textAlign="end">{single && <PaymentRowMenu payment={single} />}</Table.Cell>
                    </Table.Row>
                    {!single &&
                      instalment.parts.map((part) => (
                        <Table.Row key={part.id} data-testid="schedule-part" data-status={part.status} bg="bg.subtle">
                          <Table.Cell />
                          <Table.Cell color="fg.muted" textStyle="xs" ps="6">
                            {t("contractsScreen.schedule.part")}
                          </Table.Cell>
                          {hasVat && <Table.Cell textAlign="end">{amount(part.price)}</Table.Cell>}
                          {hasVat && <Table.Cell textAlign="end">{amount(part.vat)}</Table.Cell>}
                          <Table.Cell textAlign="end">{amount(part.total)}</Table.Cell>
                          <Table.Cell />
                          <Table.Cell />
                          <Table.Cell>
                            <PaymentStatusBadge payment={part} />
                          </Table.Cell>
                          <Table.Cell>{paidOn(part.paidDate)}</Table.Cell>
                          <Table.Cell textAlign="end">
                            <PaymentRowMenu payment={part} />
                          </Table.Cell>
                        </Table.Row>
                      ))}
                  </Fragment>
                );
              })}
            </Table.Body>
            <Table.Footer>
              <Table.Row bg="bg.subtle">
                <Table.Cell colSpan={hasVat ? 4 : 2} fontWeight="semibold">
                  {t("contractsScreen.schedule.subtotal", { type: name })}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" data-testid="schedule-subtotal">
                  {amount(totals.total)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {amount(totals.paid)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" data-testid="schedule-subtotal-balance">
                  {amount(totals.balance)}
                </Table.Cell>
                <Table.Cell colSpan={3} />
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      <Stack hideFrom="md" gap="2">
        {instalments.map((instalment) => {
          const single = instalment.parts.length === 1 ? instalment.parts[0]! : null;
          return (
            <Grid
              key={instalment.id}
              templateColumns="1fr auto"
              alignItems="center"
              gap="2"
              borderWidth="1px"
              rounded="xl"
              bg="bg"
              p="3"
              data-testid="schedule-card"
              data-status={single ? single.status : instalment.partlyPaid ? "partlyPaid" : instalment.parts[0]!.status}
            >
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Figure>{format.date(instalment.dueDate)}</Figure>
                  {single ? <PaymentStatusBadge payment={single} /> : <InstalmentBadge instalment={instalment} />}
                </HStack>
                <Text textStyle="sm" fontWeight="medium" textDecoration={single?.status === "canceled" ? "line-through" : undefined}>
                  {amount(single ? single.total : instalment.total)}
                </Text>
                {instalment.partlyPaid && (
                  <Text textStyle="xs" color="fg.muted">
                    {t("contractsScreen.schedule.paid")} {amount(instalment.paid)} · {t("contractsScreen.schedule.balance")}{" "}
                    {amount(instalment.balance)}
                  </Text>
                )}
                {instalment.paidDate && (
                  <Text textStyle="xs" color="fg.muted">
                    {t("contractsScreen.schedule.paidDate")} <Figure>{format.date(instalment.paidDate)}</Figure>
                  </Text>
                )}
              </Stack>
              {single && <PaymentRowMenu payment={single} />}
              {!single &&
                instalment.parts.map((part) => (
                  <Fragment key={part.id}>
                    <HStack gap="2" textStyle="xs" ps="3" data-testid="schedule-part" data-status={part.status}>
                      <Text color="fg.muted">{t("contractsScreen.schedule.part")}</Text>
                      {amount(part.total)}
                      <PaymentStatusBadge payment={part} />
                    </HStack>
                    <PaymentRowMenu payment={part} />
                  </Fragment>
                ))}
            </Grid>
          );
        })}
        <HStack justify="space-between" px="3" textStyle="sm" fontWeight="semibold">
          <Text>{t("contractsScreen.schedule.subtotal", { type: name })}</Text>
          {amount(totals.total)}
        </HStack>
      </Stack>
    </Stack>
  );
}

/** An instalment of several parts: partly paid, or as its parts all are. */
function InstalmentBadge({ instalment }: { instalment: ScheduleInstalment<ScheduleRow> }) {
  const { t } = useTranslation();
  if (!instalment.partlyPaid) return <PaymentStatusBadge payment={instalment.parts.at(-1)!} />;
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid="schedule-partly-paid">
      {t("contractsScreen.schedule.partlyPaid")}
    </Badge>
  );
}
