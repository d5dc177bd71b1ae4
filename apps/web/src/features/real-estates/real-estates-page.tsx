import { HStack, Stack, Text } from "@chakra-ui/react";
import { realEstateList, type TRealEstateSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { Building, DoorClosed } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { RealEstateStatusBadge } from "./real-estate-status-badge.tsx";

type RealEstate = RouterOutputs["realEstates"]["list"]["rows"][number];

const propertyHref = (estate: RealEstate) => `/Properties/${estate.id}`;

/**
 * Compounds and units of the organization (SCREENS "Properties"), filtered by the top bar search, sorted and paged
 * by the server. The example every list copies: the list's query from @amlak/schemas, its state in the URL, one
 * DataTable.
 */
export function RealEstatesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const searchText = useSearchText();
  const list = useListState(realEstateList.sorting, { searchText });
  const query = trpc.realEstates.list.useQuery(
    { searchText, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );

  const columns: Column<RealEstate, TRealEstateSort>[] = [
    {
      key: "title",
      header: t("realEstate.title"),
      sort: "title",
      cell: (estate) => (
        <HStack gap="2" align="start">
          <Text as="span" color="fg.muted" mt="0.5" aria-hidden>
            {estate.kind === "compound" ? <Building size={16} /> : <DoorClosed size={16} />}
          </Text>
          <Stack gap="0">
            <RouterLink href={propertyHref(estate)} fontWeight="medium">
              {estate.title}
            </RouterLink>
            {estate.compoundTitle && (
              <Text textStyle="xs" color="fg.muted">
                {estate.compoundTitle}
              </Text>
            )}
          </Stack>
        </HStack>
      ),
    },
    { key: "kind", header: t("realEstate.kind"), sort: "kind", cell: (estate) => t(`realEstate.kind.${estate.kind}`) },
    { key: "lessor", header: t("realEstate.lessor"), sort: "lessor", cell: (estate) => estate.lessorName ?? "—" },
    {
      key: "city",
      header: t("realEstate.cityDistrict"),
      sort: "city",
      cell: (estate) => [estate.city, estate.district].filter(Boolean).join(" · ") || "—",
    },
    {
      key: "status",
      header: t("realEstate.status"),
      sort: "status",
      cell: (estate) =>
        estate.kind === "compound" ? (
          <Text as="span" textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            {t("realEstate.rentedUnits", { rented: estate.rentedUnitCount, units: estate.unitCount })}
          </Text>
        ) : (
          <RealEstateStatusBadge status={estate.status} />
        ),
    },
    { key: "tenant", header: t("realEstate.tenant"), sort: "tenant", cell: (estate) => estate.tenantName ?? "—" },
    {
      key: "yearlyRent",
      header: t("realEstate.yearlyRent"),
      sort: "yearlyRent",
      numeric: true,
      cell: (estate) => (estate.yearlyRent ? <Figure>{format.money(estate.yearlyRent)}</Figure> : "—"),
    },
    {
      key: "nextDue",
      header: t("realEstate.nextDue"),
      sort: "nextDue",
      cell: (estate) => (estate.nextDue ? <Figure>{format.date(estate.nextDue)}</Figure> : "—"),
    },
  ];

  return (
    <DataTable
      testId="real-estates-table"
      columns={columns}
      query={query}
      state={list}
      rowKey={(estate) => estate.id}
      rowHref={propertyHref}
      exportTo={{ path: "/api/exports/real-estates", filters: { searchText } }}
      empty={
        <EmptyState
          icon={<Building />}
          title={t(searchText ? "list.noMatch" : "realEstate.empty.title", { searchText })}
          description={t(searchText ? "list.noMatchHint" : "realEstate.empty.description")}
        />
      }
    />
  );
}
