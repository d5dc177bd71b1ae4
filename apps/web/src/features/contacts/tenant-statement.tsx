import { Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateRangeFilter, useDateRangeState } from "../../ui/date-range-filter.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { StatementTable } from "../../ui/statement-table.tsx";
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
    <StatementTable
      headers={{
        date: t("contactPage.statement.date"),
        description: t("contactPage.statement.description"),
        amounts: [t("contactPage.statement.charge"), t("contactPage.statement.paid")],
        balance: t("contactPage.statement.balance"),
      }}
      opening={{ label: t("contactPage.statement.opening"), balance: money(statement.opening) }}
      closing={{
        label: t("contactPage.statement.closing"),
        totals: [money(statement.charges), money(statement.paid)],
        balance: money(statement.closing),
      }}
      lines={statement.lines.map((line) => ({
        key: `${line.kind}-${line.paymentId}`,
        date: <Figure>{format.date(line.date)}</Figure>,
        description: describe(line),
        amounts: [line.kind === "charge" ? money(line.charge) : "", line.kind === "payment" ? money(line.paid) : ""],
        amount: line.kind === "charge" ? money(line.charge) : <SignedAmount amount={line.paid} out />,
        balance: money(line.balance),
      }))}
      testId="statement"
    />
  );
}
