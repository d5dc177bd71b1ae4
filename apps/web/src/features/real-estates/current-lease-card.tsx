import { Button, Card, DataList, Heading, HStack, Skeleton } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { ArrowLeftRight, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { RenewContractsDrawer } from "../contracts/renew-contracts-drawer.tsx";
import { RenewedBadge } from "../contracts/renewal-links.tsx";

/**
 * A unit's current lease (SCREENS "Unit page"): tenant, period, rent, next due and what the tenant still owes, with the
 * contract a click away (to collect or cancel there) and Renew in the same drawer as the contracts list's; once
 * renewed, a link to the contract that renewed it. Nothing when the unit is not leased today.
 */
export function CurrentLeaseCard({ unitId }: { unitId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const leases = trpc.contracts.list.useQuery({ real_estate_id: unitId, status: "active" });
  const lease = leases.data?.rows[0];
  const figures = trpc.contracts.figures.useQuery({ id: lease?.id ?? "" }, { enabled: Boolean(lease) });
  const user = useSignedInUser();
  const [renewing, setRenewing] = useState(false);
  if (leases.isPending) return <Skeleton height="28" rounded="xl" />;
  if (!lease) return null;
  const rows: [string, React.ReactNode][] = [
    [t("contractsScreen.column.tenant"), lease.tenantName],
    [
      t("propertiesScreen.lease.period"),
      <Figure key="period">
        {format.date(lease.start)} – {format.date(lease.end)}
      </Figure>,
    ],
    [t("realEstate.yearlyRent"), lease.yearlyRent && <Figure>{format.money(lease.yearlyRent)}</Figure>],
    [t("realEstate.nextDue"), lease.nextDue && <Figure>{format.date(lease.nextDue)}</Figure>],
    [t("propertiesScreen.lease.outstanding"), figures.data?.outstanding && <Figure>{format.money(figures.data.outstanding)}</Figure>],
  ];
  return (
    <Card.Root size="sm" data-testid="estate-current-lease">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md">
            {t("propertiesScreen.lease.title")}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {lease.renewedBy && <RenewedBadge renewedBy={lease.renewedBy} />}
            {!lease.renewedBy && user && mayPerform(user.type, "contracts.write") && (
              <Button size="sm" variant="outline" onClick={() => setRenewing(true)} data-testid="estate-lease-renew">
                <RefreshCw /> {t("renewals.open")}
              </Button>
            )}
            <Button asChild size="sm" variant="outline">
              <RouterLink href={`/contracts/${lease.id}`}>
                <ArrowLeftRight /> {t("propertiesScreen.lease.open")}
              </RouterLink>
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value || "—"}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      {renewing && <RenewContractsDrawer contracts={[lease]} onClose={() => setRenewing(false)} />}
    </Card.Root>
  );
}
