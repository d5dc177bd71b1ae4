import { HStack, Skeleton, Text } from "@chakra-ui/react";
import { FileSpreadsheet, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { ChequesTable } from "../collections/cheques-table.tsx";
import { TenantStatementTable } from "../contacts/tenant-statement.tsx";
import { MaintenanceRequests } from "./maintenance-requests.tsx";
import { NextPaymentCard } from "./next-payment-card.tsx";
import { PayBar } from "./pay-bar.tsx";
import { PortalDownloadButton } from "./portal-download.tsx";
import { usePayOnline } from "./pay-online.ts";
import { OrganizationGate, type PortalOrganization } from "./organization-gate.tsx";
import { PaymentSchedule } from "./payment-schedule.tsx";
import { PortalDocuments } from "./portal-documents.tsx";
import { PortalSection } from "./portal-section.tsx";
import { TenantContracts } from "./tenant-contracts.tsx";

/**
 * /tenant: what is due next, the leases, the payment schedule with receipts and tax invoices (and paying due instalments
 * online where the organization takes rent online), the cheques handed over and where each stands (when there are
 * any), the statement, the documents the landlord shared, and the
 * tenant's maintenance requests.
 */
export function TenantPortalPage() {
  return (
    <OrganizationGate role="tenant">
      {(organization) => <TenantDashboard key={organization.org_id} organization={organization} />}
    </OrganizationGate>
  );
}

function TenantDashboard({ organization }: { organization: PortalOrganization }) {
  const { t } = useTranslation();
  const scope = { org_id: organization.org_id };
  const contracts = trpc.portal.contracts.useQuery(scope);
  const payments = trpc.portal.payments.useQuery(scope);
  const statement = trpc.portal.statement.useQuery(scope);
  const cheques = trpc.portal.cheques.useQuery(scope);
  const payOnline = usePayOnline(organization.org_id);
  const payable = organization.pays_online ? payOnline : undefined;
  const unitOf = (contractId: string) => contracts.data?.find((contract) => contract.id === contractId)?.real_estate_title;
  const failure = (query: { error: unknown; isFetching: boolean; refetch: () => unknown }, testId: string) => (
    <LoadError
      title={t("portalScreen.loadFailed")}
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
      testId={testId}
    />
  );

  return (
    <>
      {payments.data ? (
        <NextPaymentCard payments={payments.data} payOnline={payable} />
      ) : payments.isError ? null : (
        <Skeleton height="32" rounded="2xl" />
      )}
      <PortalSection title={t("portalScreen.contracts")} testId="portal-contracts">
        {contracts.isError ? (
          failure(contracts, "portal-contracts")
        ) : contracts.data ? (
          <TenantContracts orgId={organization.org_id} contracts={contracts.data} />
        ) : (
          <Skeleton height="32" rounded="xl" />
        )}
      </PortalSection>
      <PortalSection title={t("portalScreen.schedule")} testId="portal-payments">
        {payable && payments.data?.some((payment) => payment.status === "pending") && (
          <Text color="fg.muted" textStyle="sm">
            {t("portalScreen.pay.hint")}
          </Text>
        )}
        <PaymentSchedule orgId={organization.org_id} payments={payments} unitOf={unitOf} payOnline={payable} />
      </PortalSection>
      {payable && <PayBar payOnline={payable} />}
      {cheques.isError ? (
        <PortalSection title={t("portalScreen.cheques")} testId="portal-cheques">
          {failure(cheques, "portal-cheques")}
        </PortalSection>
      ) : (
        cheques.data &&
        cheques.data.length > 0 && (
          <PortalSection title={t("portalScreen.cheques")} testId="portal-cheques">
            <Text color="fg.muted" textStyle="sm">
              {t("portalScreen.cheques.hint")}
            </Text>
            <ChequesTable cheques={cheques.data} />
          </PortalSection>
        )
      )}
      <PortalSection title={t("portalScreen.statement")} testId="portal-statement">
        {statement.isError ? (
          failure(statement, "portal-statement")
        ) : statement.data ? (
          <>
            <HStack gap="2">
              <PortalDownloadButton size="sm" path="/api/portal/statement.pdf" query={scope} data-testid="portal-statement-pdf">
                <FileText /> {t("reportsScreen.exportPdf")}
              </PortalDownloadButton>
              <PortalDownloadButton size="sm" path="/api/portal/statement.xlsx" query={scope} data-testid="portal-statement-xlsx">
                <FileSpreadsheet /> {t("reportsScreen.exportExcel")}
              </PortalDownloadButton>
            </HStack>
            <TenantStatementTable statement={statement.data} />
          </>
        ) : (
          <Skeleton height="40" rounded="xl" />
        )}
      </PortalSection>
      <MaintenanceRequests orgId={organization.org_id} contracts={contracts.data} />
      <PortalDocuments orgId={organization.org_id} />
    </>
  );
}
