import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { RealEstateStatusBadge } from "../real-estates/real-estate-status-badge.tsx";

type PortalProperty = RouterOutputs["portal"]["properties"][number];

interface Props {
  properties: {
    data: PortalProperty[] | undefined;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
}

/** The owner's properties and units (SCREENS "Properties", read-only): occupancy, who rents each and until when. */
export function OwnerProperties({ properties }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { state, query } = usePagedWholeList(properties);
  const columns: Column<PortalProperty, "created">[] = [
    {
      key: "title",
      header: t("realEstate.title"),
      cell: (property) => (
        <Stack gap="0">
          <Text fontWeight="medium">{property.title}</Text>
          {property.parent_title && (
            <Text textStyle="xs" color="fg.muted">
              {property.parent_title}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "kind", header: t("realEstate.kind"), cell: (property) => t(`realEstate.kind.${property.kind}`) },
    { key: "status", header: t("realEstate.status"), cell: (property) => <RealEstateStatusBadge status={property.occupancy} /> },
    { key: "tenant", header: t("portalScreen.tenant"), cell: (property) => property.tenant_name ?? "—" },
    {
      key: "end",
      header: t("portalScreen.leaseEnds"),
      cell: (property) => (property.contract_end_date ? <Figure>{format.date(property.contract_end_date)}</Figure> : "—"),
    },
  ];
  return (
    <DataTable
      columns={columns}
      query={query}
      state={state}
      rowKey={(property) => property.id}
      empty={<Text color="fg.muted">{t("portalScreen.noProperties")}</Text>}
      testId="portal-properties"
    />
  );
}
