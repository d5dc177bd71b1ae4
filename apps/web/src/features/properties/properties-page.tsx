import { HStack, Text } from "@chakra-ui/react";
import { Building, DoorClosed } from "lucide-react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { PropertyStatusBadge } from "./property-status-badge.tsx";

type RealEstate = RouterOutputs["realEstates"]["list"][number];

/** Compounds and units of the organization, filtered by the top bar search. */
export function PropertiesPage() {
  const { t } = useTranslation();
  const searchText = useSearchText();
  const { data } = trpc.realEstates.list.useQuery({ searchText });
  const titles = new Map(data?.map((estate) => [estate.id, estate.title]));

  const columns: Column<RealEstate>[] = [
    {
      key: "title",
      header: t("realEstate.title"),
      cell: (estate) => (
        <HStack gap="2">
          {estate.kind === "compound" ? <Building size={16} /> : <DoorClosed size={16} />}
          <RouterLink href={`/Properties/${estate.id}`} fontWeight="medium">
            {estate.title}
          </RouterLink>
        </HStack>
      ),
    },
    { key: "kind", header: t("realEstate.kind"), cell: (estate) => t(`realEstate.kind.${estate.kind}`) },
    {
      key: "compound",
      header: t("realEstate.compound"),
      cell: (estate) => <Text color="fg.muted">{(estate.parentId && titles.get(estate.parentId)) || "—"}</Text>,
    },
    { key: "city", header: t("realEstate.city"), cell: (estate) => estate.city ?? "—" },
    { key: "status", header: t("realEstate.status"), cell: (estate) => <PropertyStatusBadge status={estate.status} /> },
  ];

  return (
    <DataTable
      testId="properties-table"
      columns={columns}
      rows={data}
      rowKey={(estate) => estate.id}
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
