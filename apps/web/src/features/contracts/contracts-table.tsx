import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { CONTRACT_LIST_STATUSES, contractList, type TContractListStatus, type TContractSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { FileSignature, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat, todayInRiyadh } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { oneOf, urlId, useUrlParam } from "../../lib/url-state.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { CountChips } from "../../ui/count-chips.tsx";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { RouterLink } from "../../ui/router-link.tsx";
import { SelectionBar, SelectPage, SelectRow, useRowSelection } from "../../ui/row-selection.tsx";
import { ContractStatusBadge, EndsIn } from "./contract-status.tsx";
import { contactLabel } from "../contacts/contact-label.ts";
import { RenewContractsDrawer } from "./renew-contracts-drawer.tsx";
import { RenewedBadge } from "./renewal-links.tsx";

type ContractRow = RouterOutputs["contracts"]["list"]["rows"][number];
type Counts = RouterOutputs["contracts"]["list"]["counts"];

export const contractHref = (id: string) => `/contracts/${id}`;

const CHIPS = ["all", ...CONTRACT_LIST_STATUSES] as const;

/** The contracts of one property (a compound's units'), tenant or lessor, as their pages list them. */
export interface ContractsOfFilter {
  real_estate_id?: string;
  tenant_id?: string;
  lessor_id?: string;
}

/**
 * The organization's lease contracts (SCREENS "One pattern for every page"): status chips with their counts
 * (ongoing, upcoming, completed, cancelled, ending within 30 days or 3 months), lessor and property filters and the
 * top bar's search, sorted and paged by the server; a row opens its contract page. Leases neither cancelled nor
 * renewed can be selected, across pages, and renewed together; a renewed one links to the contract that renewed it
 * (issue #23).
 */
export function ContractsTable({ newContract, fixed }: { newContract?: React.ReactNode; fixed?: ContractsOfFilter }) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = todayInRiyadh();
  const searchText = useSearchText();
  const [status, setStatus] = useUrlParam("status", oneOf(CONTRACT_LIST_STATUSES));
  const [lessor, setLessor] = useUrlParam("lessor", urlId);
  const [property, setProperty] = useUrlParam("property", urlId);
  const filters = { searchText, status, lessor_id: lessor, real_estate_id: property, ...fixed };
  const list = useListState(contractList.sorting, filters);
  const query = trpc.contracts.list.useQuery(
    { ...filters, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(searchText || status || lessor || property);
  const user = useSignedInUser();
  const mayRenew = Boolean(user && mayPerform(user.type, "contracts.write"));
  const [renewing, setRenewing] = useState(false);
  // A cancelled lease gave its unit up; a renewed one is renewed once only (the server refuses it too, naming it).
  const selection = useRowSelection(query.data?.rows ?? [], (row) => mayRenew && row.status !== "Contract_Cancelled" && !row.renewedBy);

  const columns: Column<ContractRow, TContractSort>[] = [
    {
      key: "tenant",
      header: t("contractsScreen.column.tenant"),
      sort: "tenant",
      cell: (row) => (
        <HStack gap="2">
          <SelectRow
            selection={selection}
            row={row}
            label={t("renewals.select.one", { unit: row.unit, tenant: row.tenantName, end: format.date(row.end) })}
            testId="contract-select"
          />
          <RouterLink href={contractHref(row.id)} fontWeight="medium">
            {row.tenantName}
          </RouterLink>
        </HStack>
      ),
    },
    {
      key: "unit",
      header: t("contractsScreen.column.unit"),
      sort: "unit",
      cell: (row) => (
        <Stack gap="0">
          <Text as="span">{row.unit}</Text>
          {row.compoundTitle && (
            <Text as="span" textStyle="xs" color="fg.muted">
              {row.compoundTitle}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "start", header: t("contractsScreen.terms.start"), sort: "start", cell: (row) => <Figure>{format.date(row.start)}</Figure> },
    {
      key: "end",
      header: t("contractsScreen.terms.end"),
      sort: "end",
      cell: (row) => (
        <Stack gap="0" align={{ base: "end", md: "start" }}>
          <Figure>{format.date(row.end)}</Figure>
          <EndsIn status={row.status} end={row.end} today={today} />
        </Stack>
      ),
    },
    {
      key: "yearlyRent",
      header: t("contractsScreen.column.yearlyRent"),
      sort: "yearlyRent",
      numeric: true,
      cell: (row) => (row.yearlyRent ? <Figure>{format.money(row.yearlyRent)}</Figure> : "—"),
    },
    {
      key: "status",
      header: t("contractsScreen.column.status"),
      cell: (row) => (
        <HStack gap="2" wrap="wrap" justify={{ base: "end", md: "start" }}>
          <ContractStatusBadge status={row.status} />
          {row.renewedBy && <RenewedBadge renewedBy={row.renewedBy} />}
        </HStack>
      ),
    },
    {
      key: "nextDue",
      header: t("contractsScreen.column.nextDue"),
      cell: (row) => (row.nextDue ? <Figure>{format.date(row.nextDue)}</Figure> : "—"),
    },
  ];

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <StatusChips counts={query.data?.counts} value={status} onChange={setStatus} />
      </HStack>
      <SelectPage selection={selection} label={t("renewals.select.page")} testId="contract-select-page" />
      <DataTable
        testId="contracts-table"
        columns={columns}
        query={query}
        state={list}
        rowKey={(row) => row.id}
        rowHref={(row) => contractHref(row.id)}
        toolbar={fixed ? undefined : <Filters lessor={lessor} onLessor={setLessor} property={property} onProperty={setProperty} />}
        empty={
          filtered ? (
            <EmptyState
              icon={<FileSignature />}
              title={t(searchText ? "list.noMatch" : "contractsScreen.empty.filtered", { searchText })}
              description={t(searchText ? "list.noMatchHint" : "contractsScreen.empty.filteredHint")}
            />
          ) : (
            <EmptyState
              icon={<FileSignature />}
              title={t("contractsScreen.empty.title")}
              description={t("contractsScreen.empty.description")}
              action={newContract}
            />
          )
        }
      />
      <SelectionBar
        selection={selection}
        count={t("renewals.select.count", { count: selection.rows.length })}
        clearLabel={t("renewals.select.clear")}
        testId="contracts-action-bar"
      >
        <Button size="sm" colorPalette="brand" onClick={() => setRenewing(true)} data-testid="contracts-renew-selected">
          <RefreshCw /> {t("renewals.open")}
        </Button>
      </SelectionBar>
      {renewing && <RenewContractsDrawer contracts={selection.rows} onClose={() => setRenewing(false)} onRenewed={selection.release} />}
    </Stack>
  );
}

/** The status chips, each with how many of the filtered contracts it holds (SCREENS: "Ongoing 4 · Ending soon 1"). */
function StatusChips({
  counts,
  value,
  onChange,
}: {
  counts: Counts | undefined;
  value: TContractListStatus | undefined;
  onChange: (status: TContractListStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <CountChips
      label={t("contractsScreen.filters")}
      chips={CHIPS.map((chip) => ({ value: chip, label: t(`contractsScreen.chip.${chip}`), count: counts?.[chip] }))}
      value={value}
      onChange={onChange}
      testId="contract"
    />
  );
}

interface FiltersProps {
  lessor: string | undefined;
  onLessor: (id: string | undefined) => void;
  property: string | undefined;
  onProperty: (id: string | undefined) => void;
}

/** Lessor and property (a compound takes in its units) from the pickers' lookups. */
function Filters({ lessor, onLessor, property, onProperty }: FiltersProps) {
  const { t } = useTranslation();
  const lessors = trpc.contacts.find.useQuery({ type: "lessor" }, { staleTime: 60_000 });
  const estates = trpc.realEstates.find.useQuery({}, { staleTime: 60_000 });
  return (
    <HStack gap="3" wrap="wrap">
      <FilterSelect
        label={t("contractsScreen.filter.lessor")}
        allLabel={t("contractsScreen.filter.allLessors")}
        value={lessor}
        options={(lessors.data ?? []).map((contact) => ({ value: contact.id, label: contactLabel(contact) }))}
        onChange={onLessor}
        width={{ base: "full", sm: "56" }}
        testId="contract-filter-lessor"
      />
      <FilterSelect
        label={t("contractsScreen.filter.property")}
        allLabel={t("contractsScreen.filter.allProperties")}
        value={property}
        options={(estates.data ?? []).map((estate) => ({ value: estate.id, label: estate.title }))}
        onChange={onProperty}
        width={{ base: "full", sm: "56" }}
        testId="contract-filter-property"
      />
    </HStack>
  );
}
