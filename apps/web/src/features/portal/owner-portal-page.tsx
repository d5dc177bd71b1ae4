import { HStack, Skeleton, Stack } from "@chakra-ui/react";
import { FileSpreadsheet, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { todayInRiyadh } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { DateRangeFilter, useDateRangeState } from "../../ui/date-range-filter.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { OwnerStatementView } from "../contacts/owner-statement.tsx";
import { STATEMENT_DATE_LABELS } from "../contacts/tenant-statement.tsx";
import { OrganizationGate, type PortalOrganization } from "./organization-gate.tsx";
import { OwnerFeeInvoices } from "./owner-fee-invoices.tsx";
import { OwnerProperties } from "./owner-properties.tsx";
import { PortalDocuments } from "./portal-documents.tsx";
import { PortalDownloadButton } from "./portal-download.tsx";
import { PortalSection } from "./portal-section.tsx";

/**
 * /owner: the owner's properties with occupancy, their statement for a period, the management fee invoices with their
 * notes, and shared documents (read-only).
 */
export function OwnerPortalPage() {
  return (
    <OrganizationGate role="owner">
      {(organization) => <OwnerDashboard key={organization.org_id} organization={organization} />}
    </OrganizationGate>
  );
}

function OwnerDashboard({ organization }: { organization: PortalOrganization }) {
  const { t } = useTranslation();
  const properties = trpc.portal.properties.useQuery({ org_id: organization.org_id });
  return (
    <>
      <PortalSection title={t("portalScreen.properties")} testId="portal-owner-properties">
        <OwnerProperties properties={properties} />
      </PortalSection>
      <PortalSection title={t("portalScreen.ownerStatement")} testId="portal-owner-statement">
        <PortalOwnerStatement orgId={organization.org_id} />
      </PortalSection>
      <OwnerFeeInvoices orgId={organization.org_id} />
      <PortalDocuments orgId={organization.org_id} />
    </>
  );
}

/** The owner statement of a period, this month unless chosen, with its PDF and Excel. */
function PortalOwnerStatement({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const today = todayInRiyadh();
  const range = useDateRangeState({ from: `${today.slice(0, 7)}-01`, to: today });
  const period = range.from && range.to && !range.endBeforeStart ? { org_id: orgId, from: range.from, to: range.to } : undefined;
  const statement = trpc.portal.ownerStatement.useQuery(period ?? { org_id: orgId, from: today, to: today }, { enabled: Boolean(period) });

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap">
        <DateRangeFilter range={range} labels={STATEMENT_DATE_LABELS} testId="portal-statement" />
        <HStack gap="2">
          <PortalDownloadButton
            size="sm"
            path="/api/portal/owner-statement.pdf"
            query={period ?? {}}
            disabled={!period}
            data-testid="portal-statement-pdf"
          >
            <FileText /> {t("reportsScreen.exportPdf")}
          </PortalDownloadButton>
          <PortalDownloadButton
            size="sm"
            path="/api/portal/owner-statement.xlsx"
            query={period ?? {}}
            disabled={!period}
            data-testid="portal-statement-xlsx"
          >
            <FileSpreadsheet /> {t("reportsScreen.exportExcel")}
          </PortalDownloadButton>
        </HStack>
      </HStack>
      {statement.isError ? (
        <LoadError
          title={t("portalScreen.loadFailed")}
          error={statement.error}
          retrying={statement.isFetching}
          onRetry={() => void statement.refetch()}
          testId="portal-owner-statement"
        />
      ) : !period ? null : statement.data ? (
        <OwnerStatementView statement={statement.data} />
      ) : (
        <Skeleton height="40" rounded="xl" />
      )}
    </Stack>
  );
}
