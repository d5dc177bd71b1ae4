import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { MaintenanceRequestForm } from "./maintenance-request-form.tsx";
import { PortalSection } from "./portal-section.tsx";

type Contract = RouterOutputs["portal"]["contracts"][number];
type MaintenanceRequest = RouterOutputs["portal"]["maintenanceRequests"]["list"][number];

const PALETTES = { pending: "orange", completed: "green", closed: "gray" } as const;

/**
 * The tenant's maintenance requests (issue #20): a new one under a running contract, and each filed one with its
 * task's status as the landlord moves it, newest first.
 */
export function MaintenanceRequests({ orgId, contracts }: { orgId: string; contracts: Contract[] | undefined }) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const requests = trpc.portal.maintenanceRequests.list.useQuery({ org_id: orgId });
  const running = contracts?.filter((contract) => contract.status === "Contract_Ongoing") ?? [];
  const done = () => {
    setWriting(false);
    void requests.refetch();
  };

  return (
    <PortalSection title={t("maintenance.title")} testId="portal-maintenance">
      {writing ? (
        <MaintenanceRequestForm orgId={orgId} contracts={running} onDone={done} onCancel={() => setWriting(false)} />
      ) : (
        running.length > 0 && (
          <Button variant="outline" alignSelf="start" onClick={() => setWriting(true)} data-testid="maintenance-new">
            <Plus /> {t("maintenance.new")}
          </Button>
        )
      )}
      {requests.isError ? (
        <LoadError
          title={t("portalScreen.loadFailed")}
          error={requests.error}
          retrying={requests.isFetching}
          onRetry={() => void requests.refetch()}
          testId="maintenance-list"
        />
      ) : !requests.data ? (
        <Skeleton height="24" rounded="xl" />
      ) : requests.data.length === 0 ? (
        <Text color="fg.muted">{t("maintenance.empty")}</Text>
      ) : (
        <Stack gap="3" data-testid="maintenance-list">
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </PortalSection>
  );
}

function RequestCard({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card.Root variant="outline" size="sm" data-testid="maintenance-request" data-status={request.status}>
      <Card.Body gap="1">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{t(`maintenance.category.${request.category}`)}</Text>
          <Badge colorPalette={PALETTES[request.status]} variant="subtle" data-testid="maintenance-status">
            {t(`maintenance.status.${request.status}`)}
          </Badge>
        </HStack>
        <Text dir="auto" whiteSpace="pre-line" lineClamp={3}>
          {request.description}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          {[request.real_estate_title, format.dayOf(request.created_at)].filter(Boolean).join(" · ")}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
