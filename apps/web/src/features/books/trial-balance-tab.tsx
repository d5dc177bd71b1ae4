import { Alert, Box, Grid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { add, money, type Money } from "@amlak/money";
import { Trans, useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { urlDay, useUrlParam } from "../../lib/url-state.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateFilter } from "../../ui/date-filter.tsx";
import { LoadError } from "../../ui/load-error.tsx";

interface AccountRow {
  account: string;
  debit: Money;
  credit: Money;
  balance: Money;
}

/** The trial balance (SCREENS "Books"): each account's debits, credits and balance, their totals and the check. */
export function TrialBalanceTab() {
  const { t } = useTranslation();
  const [asOf, setAsOf] = useUrlParam("asOf", urlDay);
  const format = useFormat();
  const query = trpc.books.trialBalance.useQuery(asOf ? { as_of: asOf } : {});

  let content: React.ReactNode;
  if (query.isError) {
    content = (
      <LoadError
        title={t("table.loadFailed")}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="trial-balance"
      />
    );
  } else if (!query.data) {
    content = (
      <Stack gap="2" data-testid="trial-balance-loading">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} height="9" />
        ))}
      </Stack>
    );
  } else {
    const rows: AccountRow[] = query.data.accounts.map((row) => ({
      account: row.account,
      debit: money(row.debit),
      credit: money(row.credit),
      balance: money(row.balance),
    }));
    const totals = {
      debit: add(money(0), ...rows.map((row) => row.debit)),
      credit: add(money(0), ...rows.map((row) => row.credit)),
    };
    content = <Accounts rows={rows} totals={totals} />;
  }

  return (
    <Stack gap="4">
      <Stack gap="1">
        <DateFilter label={t("booksScreen.filter.asOf")} value={asOf} onChange={setAsOf} width="10.5rem" testId="trial-balance-as-of" />
        <Text textStyle="xs" color="fg.muted" data-testid="trial-balance-period">
          {asOf ? (
            <Trans i18nKey="booksScreen.trial.upTo" values={{ date: format.date(asOf) }} components={{ date: <bdi dir="ltr" /> }} />
          ) : (
            t("booksScreen.trial.allEntries")
          )}
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}

function Accounts({ rows, totals }: { rows: AccountRow[]; totals: { debit: Money; credit: Money } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const difference = totals.debit.minus(totals.credit);
  const amount = (value: Money) => <Figure>{format.money(value)}</Figure>;
  const name = (account: string) => t(`booksScreen.account.${account}`);
  return (
    <Stack gap="4" data-testid="trial-balance">
      <BalanceCheck difference={difference} />
      <Box hideBelow="md">
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t("booksScreen.trial.caption")}</Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{t("booksScreen.column.account")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("booksScreen.column.debit")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("booksScreen.column.credit")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("booksScreen.column.balance")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.account} data-testid="trial-balance-row">
                  <Table.Cell>{name(row.account)}</Table.Cell>
                  <Table.Cell textAlign="end">{amount(row.debit)}</Table.Cell>
                  <Table.Cell textAlign="end">{amount(row.credit)}</Table.Cell>
                  <Table.Cell textAlign="end">{amount(row.balance)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row fontWeight="semibold" bg="bg.muted" data-testid="trial-balance-totals">
                <Table.Cell>{t("booksScreen.trial.total")}</Table.Cell>
                <Table.Cell textAlign="end">{amount(totals.debit)}</Table.Cell>
                <Table.Cell textAlign="end">{amount(totals.credit)}</Table.Cell>
                <Table.Cell textAlign="end">{amount(difference)}</Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      {/* Below 768 px each account is a card, the same figures, totals last. */}
      <Stack hideFrom="md" gap="3">
        {[...rows, { account: "", ...totals, balance: difference }].map((row) => (
          <Box
            key={row.account || "total"}
            borderWidth="1px"
            rounded="xl"
            bg={row.account ? "bg" : "bg.muted"}
            p="4"
            data-testid={row.account ? "trial-balance-card" : "trial-balance-total-card"}
          >
            <Text fontWeight="semibold" mb="2">
              {row.account ? name(row.account) : t("booksScreen.trial.total")}
            </Text>
            <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" textStyle="sm">
              {(["debit", "credit", "balance"] as const).map((side) => (
                <Box key={side} display="contents">
                  <Text color="fg.muted">{t(`booksScreen.column.${side}`)}</Text>
                  <Box textAlign="end">{amount(row[side])}</Box>
                </Box>
              ))}
            </Grid>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** The accountant's check, in words and an icon, never colour alone: zero difference is balanced. */
function BalanceCheck({ difference }: { difference: Money }) {
  const { t } = useTranslation();
  const format = useFormat();
  const balanced = difference.isZero();
  return (
    <Alert.Root status={balanced ? "success" : "error"} rounded="xl" data-testid="trial-balance-check" data-balanced={balanced}>
      <Alert.Indicator />
      <Alert.Title>
        {balanced ? (
          t("booksScreen.trial.balanced")
        ) : (
          <Trans
            i18nKey="booksScreen.trial.unbalanced"
            values={{ amount: format.money(difference.abs()) }}
            components={{ amount: <bdi dir="ltr" /> }}
          />
        )}
      </Alert.Title>
    </Alert.Root>
  );
}
