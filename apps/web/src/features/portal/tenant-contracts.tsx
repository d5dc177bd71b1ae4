import { Card, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { ContractStatusBadge, Period } from "../contracts/contract-status.tsx";
import { PortalDownloadButton } from "./portal-download.tsx";

type PortalContract = RouterOutputs["portal"]["contracts"][number];

/**
 * The tenant's leases with this organization: the unit (in its compound), the period, the yearly rent and its cycle;
 * a lease settled on leaving, what went back to the tenant and the printed settlement.
 */
export function TenantContracts({ orgId, contracts }: { orgId: string; contracts: readonly PortalContract[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (contracts.length === 0) return <Text color="fg.muted">{t("portalScreen.noContracts")}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {contracts.map((contract) => (
        <Card.Root key={contract.id} variant="outline" rounded="xl" data-testid="portal-contract">
          <Card.Body gap="3">
            <HStack justify="space-between" align="start" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">{contract.real_estate_title}</Text>
                {contract.parent_title && (
                  <Text textStyle="sm" color="fg.muted">
                    {contract.parent_title}
                  </Text>
                )}
              </Stack>
              <ContractStatusBadge status={contract.status} />
            </HStack>
            <Stack gap="1" textStyle="sm">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text color="fg.muted">{t("portalScreen.contractNumber")}</Text>
                <Figure>{contract.number}</Figure>
              </HStack>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text color="fg.muted">{t("portalScreen.period")}</Text>
                <Period start={contract.start_date} end={contract.end_date} />
              </HStack>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text color="fg.muted">{t("portalScreen.yearlyRent")}</Text>
                <Figure>{format.money(contract.rent_amount)}</Figure>
              </HStack>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text color="fg.muted">{t("portalScreen.paymentCycle")}</Text>
                <Text>{t(`contractWizard.interval.${contract.payment_cycle}`, { defaultValue: String(contract.payment_cycle) })}</Text>
              </HStack>
            </Stack>
            {contract.settlement && (
              <Stack gap="2" textStyle="sm" borderTopWidth="1px" pt="3" data-testid="portal-settlement">
                <Text fontWeight="medium">
                  {t("portalScreen.settledOn", { date: `\u2068${format.date(contract.settlement.settled_on)}\u2069` })}
                </Text>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text color="fg.muted">{t("settlement.figure.refund")}</Text>
                  <Figure>{format.money(contract.settlement.refund)}</Figure>
                </HStack>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text color="fg.muted">{t("settlement.figure.depositReturned")}</Text>
                  <Figure>{format.money(contract.settlement.deposit_returned)}</Figure>
                </HStack>
                <PortalDownloadButton
                  alignSelf="start"
                  path={`/api/portal/contracts/${contract.id}/settlement.pdf`}
                  query={{ org_id: orgId }}
                  data-testid="portal-settlement-pdf"
                >
                  <FileText /> {t("settlement.summary.pdf")}
                </PortalDownloadButton>
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
