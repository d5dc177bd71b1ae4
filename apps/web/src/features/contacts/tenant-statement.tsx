import { Button, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateRangeFilter, useDateRangeState } from "../../ui/date-range-filter.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";

/** A statement's period labels, shared by the tenant's and the owner's statements. */
export const STATEMENT_DATE_LABELS = { from: "contactPage.statement.from", to: "contactPage.statement.to" };

/**
 * A tenant's statement for a period (SCREENS "Contacts"): opening balance, each charge as it fell due and each payment
 * on the day it was paid with the running balance, totals and what is owed at the end; printable.
 */
export function TenantStatement({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { nameOf } = useCategoryNames();
  const period = useDateRangeState();
  // An end before the start is marked on its field and left out until it is fixed.
  const statement = trpc.contacts.statement.useQuery({
    id: tenantId,
    from: period.from,
    to: period.endBeforeStart ? undefined : period.to,
  });
  const money = (amount: Parameters<typeof format.money>[0]) => <Figure>{format.money(amount)}</Figure>;

  return (
    <Stack gap="4" data-testid="tenant-statement">
      <HStack gap="3" align="end" wrap="wrap" className="no-print">
        <DateRangeFilter range={period} labels={STATEMENT_DATE_LABELS} testId="statement" />
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          <Printer /> {t("contactPage.statement.print")}
        </Button>
      </HStack>
      {statement.isError ? (
        <LoadError
          title={t("contactPage.statement.loadFailed")}
          error={statement.error}
          retrying={statement.isFetching}
          onRetry={() => void statement.refetch()}
          testId="statement"
        />
      ) : !statement.data ? (
        <Skeleton height="40" rounded="xl" />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{t("contactPage.statement.date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("contactPage.statement.description")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("contactPage.statement.charge")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("contactPage.statement.paid")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("contactPage.statement.balance")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <Table.Row>
                <Table.Cell colSpan={4} fontWeight="medium">
                  {t("contactPage.statement.opening")}
                </Table.Cell>
                <Table.Cell textAlign="end">{money(statement.data.opening)}</Table.Cell>
              </Table.Row>
              {statement.data.lines.map((line) => (
                <Table.Row key={`${line.kind}-${line.paymentId}`} data-testid="statement-line">
                  <Table.Cell>
                    <Figure>{format.date(line.date)}</Figure>
                  </Table.Cell>
                  <Table.Cell>
                    {t(`contactPage.statement.${line.kind}Of`, { type: nameOf(line.type) })}
                    {line.realEstate && (
                      <Text as="span" color="fg.muted">
                        {" "}
                        · {line.realEstate}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{line.kind === "charge" ? money(line.charge) : ""}</Table.Cell>
                  <Table.Cell textAlign="end">{line.kind === "payment" ? money(line.paid) : ""}</Table.Cell>
                  <Table.Cell textAlign="end">{money(line.balance)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row fontWeight="semibold" bg="bg.muted">
                <Table.Cell colSpan={2}>{t("contactPage.statement.closing")}</Table.Cell>
                <Table.Cell textAlign="end">{money(statement.data.charges)}</Table.Cell>
                <Table.Cell textAlign="end">{money(statement.data.paid)}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="statement-closing">
                  {money(statement.data.closing)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
