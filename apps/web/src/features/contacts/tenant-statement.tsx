import { Button, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateRangeFilter, useDateRangeState } from "../../ui/date-range-filter.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { StatementCards } from "../../ui/statement-cards.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";
import { SignedAmount } from "../payments/signed-amount.tsx";

/** A statement's period labels, shared by the tenant's and the owner's statements. */
export const STATEMENT_DATE_LABELS = { from: "contactPage.statement.from", to: "contactPage.statement.to" };

/**
 * A tenant's statement for a period (SCREENS "Contacts"): opening balance, each charge as it fell due and each payment
 * on the day it was paid with the running balance, totals and what is owed at the end; printable.
 */
export function TenantStatement({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const { nameOf } = useCategoryNames();
  const period = useDateRangeState();
  // An end before the start is marked on its field and left out until it is fixed.
  const statement = trpc.contacts.statement.useQuery({
    id: tenantId,
    from: period.from,
    to: period.endBeforeStart ? undefined : period.to,
  });

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
        <TenantStatementTable statement={statement.data} nameOf={nameOf} />
      )}
    </Stack>
  );
}

type Statement = RouterOutputs["contacts"]["statement"];

/**
 * The statement's lines and totals, as the contact page and the tenant portal show them: a table, and a list of lines
 * on a phone.
 */
export function TenantStatementTable({ statement, nameOf }: { statement: Statement; nameOf: (type: string) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: Parameters<typeof format.money>[0]) => <Figure>{format.money(amount)}</Figure>;
  const describe = (line: Statement["lines"][number]) => (
    <>
      {t(`contactPage.statement.${line.kind}Of`, { type: nameOf(line.type) })}
      {line.realEstate && (
        <Text as="span" color="fg.muted">
          {" "}
          · {line.realEstate}
        </Text>
      )}
    </>
  );
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" hideBelow="md">
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
              <Table.Cell textAlign="end">{money(statement.opening)}</Table.Cell>
            </Table.Row>
            {statement.lines.map((line) => (
              <Table.Row key={`${line.kind}-${line.paymentId}`} data-testid="statement-line">
                <Table.Cell>
                  <Figure>{format.date(line.date)}</Figure>
                </Table.Cell>
                <Table.Cell>{describe(line)}</Table.Cell>
                <Table.Cell textAlign="end">{line.kind === "charge" ? money(line.charge) : ""}</Table.Cell>
                <Table.Cell textAlign="end">{line.kind === "payment" ? money(line.paid) : ""}</Table.Cell>
                <Table.Cell textAlign="end">{money(line.balance)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold" bg="bg.muted">
              <Table.Cell colSpan={2}>{t("contactPage.statement.closing")}</Table.Cell>
              <Table.Cell textAlign="end">{money(statement.charges)}</Table.Cell>
              <Table.Cell textAlign="end">{money(statement.paid)}</Table.Cell>
              <Table.Cell textAlign="end" data-testid="statement-closing">
                {money(statement.closing)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      <StatementCards
        hideFrom="md"
        opening={{ label: t("contactPage.statement.opening"), balance: money(statement.opening) }}
        closing={{ label: t("contactPage.statement.closing"), balance: money(statement.closing) }}
        lines={statement.lines.map((line) => ({
          key: `${line.kind}-${line.paymentId}`,
          date: <Figure>{format.date(line.date)}</Figure>,
          description: describe(line),
          amount: line.kind === "charge" ? money(line.charge) : <SignedAmount amount={line.paid} out />,
          balance: money(line.balance),
        }))}
        balanceLabel={t("contactPage.statement.balance")}
        testId="statement-card"
      />
    </>
  );
}
