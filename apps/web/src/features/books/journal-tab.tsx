import { Badge, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { JOURNAL_ACCOUNTS, journalList, type TJournalSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { BookOpen, FilterX, ListFilter } from "lucide-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { oneOf, urlId, useUrlParam, useUrlParams } from "../../lib/url-state.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { ContractSelect } from "./contract-select.tsx";
import { DateRangeFilter } from "../../ui/date-range-filter.tsx";
import { LIST_DATE_LABELS, useDateRange } from "./date-range-filter.tsx";

type JournalLine = RouterOutputs["books"]["journalPage"]["rows"][number];

/**
 * The records a line links to: its contract, or for a payment outside any contract the payments of its unit; and the
 * tax invoice and cash receipt issued for it.
 */
function RecordLinks({ line }: { line: JournalLine }) {
  const { t } = useTranslation();
  const candidates = [
    line.contractId && { href: `/contracts/${line.contractId}`, label: t("booksScreen.link.contract"), testId: "journal-link-contract" },
    !line.contractId &&
      line.realEstateId && {
        href: `/payments?unit=${line.realEstateId}`,
        label: t("booksScreen.link.payment"),
        testId: "journal-link-payment",
      },
    line.invoiceId && { href: `/invoices?invoice=${line.invoiceId}`, label: t("booksScreen.link.invoice"), testId: "journal-link-invoice" },
    line.receiptId && {
      href: `/invoices?tab=receipts&receipt=${line.receiptId}`,
      label: t("booksScreen.link.receipt"),
      testId: "journal-link-receipt",
    },
    line.collectionTenantId && {
      href: `/contacts/${line.collectionTenantId}?tab=collections`,
      label: t("booksScreen.link.collections"),
      testId: "journal-link-collections",
    },
  ];
  const links = candidates.filter((link): link is { href: string; label: string; testId: string } => Boolean(link));
  if (links.length === 0) return "—";
  return (
    <HStack gap="3" wrap="wrap" justify={{ base: "end", md: "start" }}>
      {links.map((link) => (
        <RouterLink key={link.testId} href={link.href} textStyle="sm" colorPalette="brand" data-testid={link.testId}>
          {link.label}
        </RouterLink>
      ))}
    </HStack>
  );
}

/** What the entry was: the event, the charge it concerns and where; then whose and when it was due. */
function EntryText({ line }: { line: JournalLine }) {
  const { t } = useTranslation();
  const format = useFormat();
  const what = [
    t(`booksScreen.event.${line.eventType}`, { defaultValue: line.eventType }),
    line.paymentType && t(`booksScreen.paymentType.${line.paymentType}`, { defaultValue: line.paymentType }),
    line.unit,
  ].filter(Boolean);
  return (
    <Stack gap="0.5">
      <Text>{what.join(" · ")}</Text>
      <Text textStyle="xs" color="fg.muted">
        {line.partyName && <bdi>{line.partyName}</bdi>}
        {line.partyName && line.dueDate && " · "}
        {line.dueDate && (
          <Trans i18nKey="booksScreen.entry.due" values={{ date: format.date(line.dueDate) }} components={{ date: <bdi dir="ltr" /> }} />
        )}
      </Text>
    </Stack>
  );
}

/** The journal: every posted line, newest first, filtered by dates, account and contract, each linked to its record. */
export function JournalTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const searchText = useSearchText();
  const range = useDateRange();
  const [account, setAccount] = useUrlParam("account", oneOf(JOURNAL_ACCOUNTS));
  const [contract, setContract] = useUrlParam("contract", urlId);
  const filters = { searchText, ...range.query, account, contract_id: contract };
  const list = useListState(journalList.sorting, filters);
  const query = trpc.books.journalPage.useQuery(
    { ...filters, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const url = useUrlParams();
  const clear = () => url.set({ from: null, to: null, account: null, contract: null }, { replace: true });
  const activeFilters = [range.from, range.to, account, contract].filter(Boolean).length;
  const narrowed = activeFilters > 0;
  const [filtersOpen, setFiltersOpen] = useState(false);

  const amount = (value: JournalLine["debit"]) => (value.isZero() ? "" : <Figure>{format.money(value)}</Figure>);
  const columns: Column<JournalLine, TJournalSort>[] = [
    { key: "date", header: t("booksScreen.column.date"), sort: "date", cell: (line) => <Figure>{format.date(line.date)}</Figure> },
    { key: "entry", header: t("booksScreen.column.entry"), cell: (line) => <EntryText line={line} /> },
    {
      key: "account",
      header: t("booksScreen.column.account"),
      sort: "account",
      cell: (line) => t(`booksScreen.account.${line.account}`),
    },
    { key: "debit", header: t("booksScreen.column.debit"), sort: "debit", numeric: true, cell: (line) => amount(line.debit) },
    { key: "credit", header: t("booksScreen.column.credit"), sort: "credit", numeric: true, cell: (line) => amount(line.credit) },
    { key: "record", header: t("booksScreen.column.record"), cell: (line) => <RecordLinks line={line} /> },
  ];

  return (
    <Stack gap="4">
      {/* Below 768 px the filters fold behind one button, so the lines come first. */}
      <Button
        hideFrom="md"
        size="sm"
        variant="outline"
        alignSelf="start"
        aria-expanded={filtersOpen}
        onClick={() => setFiltersOpen((open) => !open)}
        data-testid="journal-filters-toggle"
      >
        <ListFilter />
        {t("booksScreen.filter.show")}
        {activeFilters > 0 && (
          <Badge size="sm" colorPalette="brand" variant="solid">
            {activeFilters}
          </Badge>
        )}
      </Button>
      <Flex gap="3" wrap="wrap" align="end" display={{ base: filtersOpen ? "flex" : "none", md: "flex" }} data-testid="journal-filters">
        <DateRangeFilter range={range} labels={LIST_DATE_LABELS} testId="journal-date" />
        <FilterSelect
          label={t("booksScreen.filter.account")}
          allLabel={t("booksScreen.filter.allAccounts")}
          value={account}
          options={JOURNAL_ACCOUNTS.map((value) => ({ value, label: t(`booksScreen.account.${value}`) }))}
          onChange={setAccount}
          showLabel
          width={{ base: "full", sm: "14rem" }}
          testId="journal-account"
        />
        <ContractSelect value={contract} onChange={setContract} />
        {narrowed && (
          <Button size="sm" variant="ghost" onClick={clear} data-testid="journal-clear">
            <FilterX />
            {t("booksScreen.filter.clear")}
          </Button>
        )}
      </Flex>
      <DataTable
        testId="journal-table"
        columns={columns}
        query={query}
        state={list}
        rowKey={(line) => line.id}
        empty={
          narrowed || searchText ? (
            <EmptyState
              icon={<FilterX />}
              title={t("booksScreen.journal.noMatch.title")}
              description={t("booksScreen.journal.noMatch.description")}
              action={
                narrowed && (
                  <Button size="sm" variant="subtle" colorPalette="brand" onClick={clear}>
                    {t("booksScreen.filter.clear")}
                  </Button>
                )
              }
            />
          ) : (
            <EmptyState
              icon={<BookOpen />}
              title={t("booksScreen.journal.empty.title")}
              description={t("booksScreen.journal.empty.description")}
              action={
                <Button asChild size="sm" variant="subtle" colorPalette="brand">
                  <Link href="/contracts">{t("booksScreen.journal.empty.action")}</Link>
                </Button>
              }
            />
          )
        }
      />
    </Stack>
  );
}
