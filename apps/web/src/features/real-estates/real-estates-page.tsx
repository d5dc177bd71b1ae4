import { Button, HStack, IconButton, Menu, Portal, Stack, Text } from "@chakra-ui/react";
import { canVisit, mayPerform } from "@amlak/domain";
import { OCCUPANCY_STATUSES, placeName, REAL_ESTATE_KINDS, realEstateList, SAUDI_REGIONS, type TRealEstateSort } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { Building, DoorClosed, FileUp, LayoutGrid, List, Plus, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { oneOf, urlId, useUrlParams } from "../../lib/url-state.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { BookmarkButton } from "./bookmark-button.tsx";
import { RealEstateDrawer } from "./real-estate-drawer.tsx";
import { RealEstateStatusBadge } from "./real-estate-status-badge.tsx";
import { CountChips } from "../../ui/count-chips.tsx";
import { FloatingAction } from "../../ui/floating-action.tsx";
import { FiltersDrawer } from "../../ui/filters-drawer.tsx";
import { contactLabel } from "../contacts/contact-label.ts";

type RealEstate = RouterOutputs["realEstates"]["list"]["rows"][number];

const propertyHref = (estate: { id: string }) => `/Properties/${estate.id}`;

/**
 * Compounds and units of the organization (SCREENS "Properties"): status chips with their counts, filters by kind,
 * lessor, city and bookmark, the top bar search, table or cards; sorted and paged by the server. Add offers a compound,
 * a unit, or a building whose numbered units are created at once.
 */
export function RealEstatesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useSession((session) => session.lang);
  const [, navigate] = useLocation();
  const user = useSignedInUser();
  const mayEdit = user ? mayPerform(user.type, "realEstates.write") : false;
  const mayImport = user ? canVisit(user.type, "/import") : false;
  const mayViewBookmarked = usePackageAllows("REALESTATES", "VIEW_BOOKMARKED");
  const url = useUrlParams();
  const searchText = useSearchText();
  // In the drawer the select's label shows above it: its first option then says "All", not "Type: All" again.
  const anyOf = (place: "toolbar" | "drawer", what: string) =>
    place === "drawer" ? t("propertiesScreen.filter.all") : t("propertiesScreen.filter.any", { what: t(what) });
  const filters = {
    searchText,
    status: url.get("status", oneOf(OCCUPANCY_STATUSES)),
    kind: url.get("kind", oneOf(REAL_ESTATE_KINDS)),
    lessor_id: url.get("lessor", urlId),
    city: url.get("city"),
    bookmarked: mayViewBookmarked && url.get("bookmarked") === "1" ? true : undefined,
  };
  const list = useListState(realEstateList.sorting, filters);
  const query = trpc.realEstates.list.useQuery(
    { ...filters, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const counts = trpc.realEstates.counts.useQuery({ ...filters, status: undefined }, { placeholderData: keepPreviousData });
  const lessors = trpc.contacts.find.useQuery({ type: "lessor" });
  const view = url.get("view") === "cards" ? "cards" : "table";
  const editing = url.get("estate");
  const addKind = url.get("add", oneOf([...REAL_ESTATE_KINDS, "building"]));
  const showsVacancyCost = Boolean(query.data?.rows.some((row) => row.vacancyCost !== null));

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
      cell: (estate) => [estate.city && placeName(estate.city, lang), estate.district].filter(Boolean).join(" · ") || "—",
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
    ...(showsVacancyCost
      ? [
          {
            key: "vacancyCost",
            header: t("propertiesScreen.vacancyCost"),
            numeric: true,
            cell: (estate: RealEstate) => (estate.vacancyCost ? <Figure>{format.money(estate.vacancyCost)}</Figure> : "—"),
          },
        ]
      : []),
    ...(mayEdit
      ? [
          {
            key: "bookmark",
            header: t("propertiesScreen.bookmark"),
            cell: (estate: RealEstate) => <BookmarkButton id={estate.id} bookmarked={estate.bookmarked} name={estate.title} />,
          },
        ]
      : []),
  ];

  const statusChips = [
    {
      value: "all" as const,
      label: t("propertiesScreen.filter.all"),
      count: counts.data && OCCUPANCY_STATUSES.reduce((sum, status) => sum + counts.data[status], 0),
    },
    ...OCCUPANCY_STATUSES.map((status) => ({
      value: status,
      label: t(`realEstate.status.${status.toLowerCase()}`),
      count: counts.data?.[status],
    })),
  ];

  return (
    <>
      {editing && mayEdit && (
        <RealEstateDrawer
          key={editing}
          id={editing}
          kind={addKind === "compound" || addKind === "building" ? "compound" : "unit"}
          building={addKind === "building"}
          onClose={() => url.set({ estate: null, add: null }, { reset: [] })}
          onSaved={(id) =>
            id && addKind === "building" ? navigate(`/Properties/${id}`) : url.set({ estate: null, add: null }, { reset: [] })
          }
        />
      )}
      <DataTable
        testId="real-estates-table"
        columns={columns}
        query={query}
        state={list}
        view={view}
        rowKey={(estate) => estate.id}
        rowHref={propertyHref}
        exportTo={{
          path: "/api/exports/real-estates",
          filters: { ...filters, bookmarked: filters.bookmarked ? "true" : undefined },
        }}
        toolbar={
          <HStack gap="3" wrap="wrap">
            <CountChips
              label={t("realEstate.status")}
              chips={statusChips}
              value={filters.status}
              onChange={(status) => url.set({ status: status ?? null }, { replace: true })}
              testId="estate-status"
            />
            <FiltersDrawer active={[filters.kind, filters.lessor_id, filters.city, filters.bookmarked].filter(Boolean).length}>
              {(place) => (
                <>
                  <FilterSelect
                    label={t("realEstate.kind")}
                    allLabel={anyOf(place, "realEstate.kind")}
                    width={place === "toolbar" ? "auto" : undefined}
                    showLabel={place === "drawer"}
                    value={filters.kind}
                    onChange={(kind) => url.set({ kind }, { replace: true })}
                    options={(["compound", "unit"] as const).map((kind) => ({ value: kind, label: t(`realEstate.kind.${kind}`) }))}
                    testId="estate-kind-filter"
                  />
                  <FilterSelect
                    label={t("realEstate.lessor")}
                    allLabel={anyOf(place, "realEstate.lessor")}
                    width={place === "toolbar" ? "auto" : undefined}
                    showLabel={place === "drawer"}
                    value={filters.lessor_id}
                    onChange={(lessor) => url.set({ lessor }, { replace: true })}
                    options={(lessors.data ?? []).map((lessor) => ({ value: lessor.id, label: contactLabel(lessor) }))}
                    testId="estate-lessor-filter"
                  />
                  <FilterSelect
                    label={t("realEstate.city")}
                    allLabel={anyOf(place, "realEstate.city")}
                    width={place === "toolbar" ? "auto" : undefined}
                    showLabel={place === "drawer"}
                    value={filters.city}
                    onChange={(city) => url.set({ city }, { replace: true })}
                    options={SAUDI_REGIONS.flatMap((region) => region.cities).map((city) => ({ value: city.code, label: city[lang] }))}
                    testId="estate-city-filter"
                  />
                  {mayViewBookmarked ? (
                    <Button
                      size="sm"
                      variant={filters.bookmarked ? "solid" : "outline"}
                      colorPalette={filters.bookmarked ? "brand" : undefined}
                      aria-pressed={Boolean(filters.bookmarked)}
                      onClick={() => url.set({ bookmarked: filters.bookmarked ? null : "1" }, { replace: true })}
                      data-testid="estate-bookmarked-filter"
                    >
                      <Star /> {t("propertiesScreen.viewBookmarked")}
                    </Button>
                  ) : (
                    <LockedAction
                      label={t("propertiesScreen.viewBookmarked")}
                      upgradeText={t("propertiesScreen.bookmarkLocked")}
                      askOwnerText={t("propertiesScreen.bookmarkLockedAskOwner")}
                      data-testid="estate-bookmarked-locked"
                    />
                  )}
                </>
              )}
            </FiltersDrawer>
            {/* A phone shows cards either way. */}
            <HStack gap="1" hideBelow="md">
              <IconButton
                size="sm"
                variant={view === "table" ? "subtle" : "ghost"}
                aria-label={t("propertiesScreen.viewTable")}
                aria-pressed={view === "table"}
                onClick={() => url.set({ view: null }, { replace: true, reset: [] })}
              >
                <List />
              </IconButton>
              <IconButton
                size="sm"
                variant={view === "cards" ? "subtle" : "ghost"}
                aria-label={t("propertiesScreen.viewCards")}
                aria-pressed={view === "cards"}
                onClick={() => url.set({ view: "cards" }, { replace: true, reset: [] })}
                data-testid="estate-view-cards"
              >
                <LayoutGrid />
              </IconButton>
            </HStack>
            {mayImport && (
              <Button asChild size="sm" variant="outline" data-testid="estate-import">
                <RouterLink href="/import">
                  <FileUp /> {t("propertiesScreen.import")}
                </RouterLink>
              </Button>
            )}
            {mayEdit && (
              <FloatingAction>
                <AddMenu onAdd={(add) => url.set({ estate: "new", add }, { reset: [] })} />
              </FloatingAction>
            )}
          </HStack>
        }
        empty={
          <EmptyState
            icon={<Building />}
            title={t(searchText ? "list.noMatch" : "realEstate.empty.title", { searchText })}
            description={t(searchText ? "list.noMatchHint" : "realEstate.empty.description")}
            action={mayEdit && !searchText ? <AddMenu onAdd={(add) => url.set({ estate: "new", add })} /> : undefined}
          />
        }
      />
    </>
  );
}

function AddMenu({ onAdd }: { onAdd: (kind: "compound" | "unit" | "building") => void }) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button size="sm" colorPalette="brand" data-testid="estate-add">
          <Plus /> {t("propertiesScreen.add")}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {(["compound", "unit", "building"] as const).map((kind) => (
              <Menu.Item key={kind} value={kind} onClick={() => onAdd(kind)} data-testid={`estate-add-${kind}`}>
                {t(`propertiesScreen.add.${kind}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
