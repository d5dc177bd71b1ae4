import { Badge, Button, Card, DataList, Flex, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat, Tabs, Text } from "@chakra-ui/react";
import { canVisit, mayPerform } from "@amlak/domain";
import { placeName, realEstateList } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { Building, DoorClosed, FilePlus, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useRecordId } from "../../lib/use-record-id.ts";
import { useUrlParams } from "../../lib/url-state.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { DocumentsPanel } from "../documents/documents-panel.tsx";
import { HistoryTab } from "../history/history-tab.tsx";
import { AddUnitsDialog } from "./add-units-dialog.tsx";
import { CurrentLeaseCard } from "./current-lease-card.tsx";
import { BookmarkButton } from "./bookmark-button.tsx";
import { RealEstateDrawer } from "./real-estate-drawer.tsx";
import { RealEstateStatusBadge } from "./real-estate-status-badge.tsx";
import { ContractsTable } from "../contracts/contracts-table.tsx";
import { PropertyAgreementCard } from "../owners/management-agreement.tsx";
import { PaymentsList } from "../payments/payments-page.tsx";
import { useScrollCue } from "../../ui/scroll-row.tsx";

type Estate = RouterOutputs["realEstates"]["get"];

/**
 * One compound or unit (SCREENS "Compound page", "Unit page"): its name, status and key figures, then tabs — units (a
 * compound's), contracts, payments, documents, details and history. Edit, delete and bookmark for those who manage.
 */
export function RealEstatePage() {
  const { t } = useTranslation();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const url = useUrlParams();
  const user = useSignedInUser();
  const mayEdit = user ? mayPerform(user.type, "realEstates.write") : false;
  const maySign = user ? mayPerform(user.type, "contracts.draft") : false;
  // The operational sub-user sees properties and their income and expenses, not contracts (SPEC §6).
  const maySeeContracts = user ? canVisit(user.type, "/contracts") : false;
  const maySeeAgreement = user ? mayPerform(user.type, "remittances.read") : false;
  const maySetAgreement = user ? mayPerform(user.type, "remittances.write") : false;
  const estate = trpc.realEstates.get.useQuery({ id });
  const tabsScrollCue = useScrollCue<HTMLDivElement>();
  const [editing, setEditing] = useState(false);
  const tab = url.get("tab") ?? (estate.data?.kind === "compound" ? "units" : "payments");

  if (estate.isError) {
    return (
      <LoadError
        title={t("propertiesScreen.loadFailed")}
        error={estate.error}
        retrying={estate.isFetching}
        onRetry={() => void estate.refetch()}
        testId="estate"
      />
    );
  }
  if (!estate.data) return <Skeleton height="40" rounded="xl" />;
  const data = estate.data;

  return (
    <Stack gap="6" data-testid="estate-page">
      {editing && (
        <RealEstateDrawer
          id={id}
          onClose={() => setEditing(false)}
          onSaved={(saved) => (saved ? setEditing(false) : navigate("/properties", { replace: true }))}
        />
      )}
      {url.get("addUnits") === "1" && (
        <AddUnitsDialog compoundId={id} open onClose={() => url.set({ addUnits: null }, { replace: true })} />
      )}
      <Flex gap="4" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Text as="span" color="fg.muted" aria-hidden>
              {data.kind === "compound" ? <Building /> : <DoorClosed />}
            </Text>
            <Heading as="h2" size="xl" data-testid="estate-name">
              {data.name}
            </Heading>
            <Badge variant="outline">{t(`realEstate.kind.${data.kind}`)}</Badge>
            {data.kind === "unit" && <RealEstateStatusBadge status={data.status} />}
            {mayEdit && <BookmarkButton id={id} bookmarked={data.bookmarked} name={data.name} />}
          </HStack>
          {data.parent_id && (
            <Text color="fg.muted" textStyle="sm">
              {t("realEstate.compound")}: <RouterLink href={`/Properties/${data.parent_id}`}>{data.parent_name}</RouterLink>
            </Text>
          )}
        </Stack>
        <HStack gap="2" wrap="wrap">
          {maySign && data.kind === "unit" && (
            <Button size="sm" colorPalette="brand" onClick={() => navigate(`/contracts/new?unit=${id}`)} data-testid="estate-new-contract">
              <FilePlus /> {t("propertiesScreen.newContract")}
            </Button>
          )}
          {mayEdit && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="estate-edit">
              <Pencil /> {t("propertiesScreen.edit")}
            </Button>
          )}
        </HStack>
      </Flex>
      <Figures estate={data} />
      {data.kind === "unit" && maySeeContracts && <CurrentLeaseCard unitId={id} />}
      <Tabs.Root value={tab} onValueChange={(details) => url.set({ tab: details.value }, { replace: true })} lazyMount variant="line">
        <Tabs.List {...tabsScrollCue}>
          {data.kind === "compound" && <Tabs.Trigger value="units">{t("propertiesScreen.tab.units")}</Tabs.Trigger>}
          {maySeeContracts && <Tabs.Trigger value="contracts">{t("propertiesScreen.tab.contracts")}</Tabs.Trigger>}
          <Tabs.Trigger value="payments">{t("propertiesScreen.tab.payments")}</Tabs.Trigger>
          <Tabs.Trigger value="documents" data-testid="estate-tab-documents">
            {t("propertiesScreen.tab.documents")}
          </Tabs.Trigger>
          <Tabs.Trigger value="details" data-testid="estate-tab-details">
            {t("propertiesScreen.tab.details")}
          </Tabs.Trigger>
          {maySeeContracts && (
            <Tabs.Trigger value="history" data-testid="estate-tab-history">
              {t("propertiesScreen.tab.history")}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        {data.kind === "compound" && (
          <Tabs.Content value="units">
            <Units compound={data} mayEdit={mayEdit} maySign={maySign} />
          </Tabs.Content>
        )}
        <Tabs.Content value="contracts">
          <ContractsTable fixed={{ real_estate_id: id }} />
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentsList fixed={{ real_estate_id: id }} />
        </Tabs.Content>
        <Tabs.Content value="documents">
          <DocumentsPanel attachedTo="real_estate" id={id} />
        </Tabs.Content>
        <Tabs.Content value="details">
          <Stack gap="4">
            <Details estate={data} />
            {/* A property (a compound, or a unit standing alone) may carry its own management agreement. */}
            {maySeeAgreement && data.parent_id === null && <PropertyAgreementCard realEstateId={id} mayWrite={maySetAgreement} />}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryTab record="realEstate" id={id} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function Figures({ estate }: { estate: Estate }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures: [string, React.ReactNode][] =
    estate.kind === "compound"
      ? [
          [t("propertiesScreen.figure.units"), estate.unit_count],
          [
            t("propertiesScreen.figure.occupancy"),
            estate.unit_count ? `${Math.round((estate.rented_unit_count * 100) / estate.unit_count)}%` : "—",
          ],
        ]
      : [
          [t("propertiesScreen.field.target_yearly_rent"), estate.target_yearly_rent ? format.money(estate.target_yearly_rent) : "—"],
          [
            t("propertiesScreen.figure.vacantSince"),
            estate.status === "Vacant" && estate.vacant_since_lease ? format.date(estate.vacant_since_lease) : "—",
          ],
        ];
  if (estate.vacancy_cost) figures.push([t("propertiesScreen.vacancyCost"), format.money(estate.vacancy_cost)]);
  if (estate.sqm) figures.push([t("propertiesScreen.figure.area"), format.area(estate.sqm)]);
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      {figures.map(([label, value]) => (
        <Card.Root key={label} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText fontSize="xl">
                <Figure>{value}</Figure>
              </Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Details({ estate }: { estate: Estate }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useSession((session) => session.lang);
  const amount = (value: Estate["cost"]) => (value ? <Figure>{format.money(value)}</Figure> : null);
  const rows: [string, React.ReactNode][] = [
    [t("propertiesScreen.field.lessor_id"), estate.lessor_name],
    [t("propertiesScreen.field.agent_id"), estate.agent_name],
    [t("propertiesScreen.field.region"), estate.region && placeName(estate.region, lang, "region")],
    [t("realEstate.city"), estate.city && placeName(estate.city, lang)],
    [t("realEstate.district"), estate.district],
    [t("propertiesScreen.field.address"), estate.address],
    [t("propertiesScreen.field.cost"), amount(estate.cost)],
    [t("propertiesScreen.figure.area"), estate.sqm && <Figure>{format.area(estate.sqm)}</Figure>],
    [t("propertiesScreen.field.electricity_account"), estate.electricity_account && <Figure>{estate.electricity_account}</Figure>],
    [t("propertiesScreen.field.water_account"), estate.water_account && <Figure>{estate.water_account}</Figure>],
    [t("propertiesScreen.field.target_yearly_rent"), amount(estate.target_yearly_rent)],
    [t("propertiesScreen.field.latest_yearly_rent"), amount(estate.latest_yearly_rent)],
    [t("propertiesScreen.field.vacant_since"), estate.vacant_since && <Figure>{format.date(estate.vacant_since)}</Figure>],
    [t("propertiesScreen.field.tag"), estate.tag],
    [t("propertiesScreen.field.description"), estate.description],
  ];
  return (
    <DataList.Root orientation="horizontal" divideY="1px" bg="bg" rounded="xl" borderWidth="1px" p="4" data-testid="estate-details">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} pt="2">
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap">{value || "—"}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

type Unit = RouterOutputs["realEstates"]["list"]["rows"][number];

/**
 * A compound's units, as the properties table lists them, with Add units (a building's floors at once); a vacant one
 * offers its new contract at once.
 */
function Units({ compound, mayEdit, maySign }: { compound: Estate; mayEdit: boolean; maySign: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const url = useUrlParams();
  const list = useListState(realEstateList.sorting, { parent: compound.id });
  const query = trpc.realEstates.list.useQuery(
    { parent_id: compound.id, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const columns: Column<Unit, (typeof realEstateList.sorting.columns)[number]>[] = [
    {
      key: "title",
      header: t("realEstate.title"),
      sort: "title",
      cell: (unit) => <RouterLink href={`/Properties/${unit.id}`}>{unit.title}</RouterLink>,
    },
    {
      key: "status",
      header: t("realEstate.status"),
      sort: "status",
      cell: (unit) => (
        <HStack gap="2" wrap="wrap">
          <RealEstateStatusBadge status={unit.status} />
          {maySign && unit.status === "Vacant" && (
            <Button asChild size="xs" variant="outline" colorPalette="brand" data-testid="unit-new-contract">
              <Link href={`/contracts/new?unit=${unit.id}`}>
                <FilePlus /> {t("propertiesScreen.newContract")}
              </Link>
            </Button>
          )}
        </HStack>
      ),
    },
    { key: "tenant", header: t("realEstate.tenant"), sort: "tenant", cell: (unit) => unit.tenantName ?? "—" },
    {
      key: "yearlyRent",
      header: t("realEstate.yearlyRent"),
      sort: "yearlyRent",
      numeric: true,
      cell: (unit) => (unit.yearlyRent ? <Figure>{format.money(unit.yearlyRent)}</Figure> : "—"),
    },
    {
      key: "nextDue",
      header: t("realEstate.nextDue"),
      sort: "nextDue",
      cell: (unit) => (unit.nextDue ? <Figure>{format.date(unit.nextDue)}</Figure> : "—"),
    },
  ];
  const addUnits = mayEdit && (
    <Button
      size="sm"
      colorPalette="brand"
      onClick={() => url.set({ addUnits: "1" }, { replace: true, reset: [] })}
      data-testid="estate-add-units"
    >
      <Plus /> {t("propertiesScreen.addUnits")}
    </Button>
  );
  return (
    <DataTable
      testId="estate-units"
      columns={columns}
      query={query}
      state={list}
      rowKey={(unit) => unit.id}
      rowHref={(unit) => `/Properties/${unit.id}`}
      toolbar={addUnits || undefined}
      empty={<EmptyState icon={<DoorClosed />} title={t("propertiesScreen.units.empty")} action={addUnits || undefined} />}
    />
  );
}
