import { Badge, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../ui/side-drawer.tsx";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";

type Marketer = RouterOutputs["marketers"]["list"][number];

/** The subscriptions a marketer brought (paid with their code, not refunded): organization, package, billing, what it paid and when. */
export function MarketerSubscriptionsDrawer({ marketer, onClose }: { marketer: Marketer; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const detail = trpc.marketers.subscriptions.useQuery({ id: marketer.id });
  const rows = detail.data?.subscriptions;

  let content: React.ReactNode;
  if (detail.isError)
    content = (
      <LoadError
        title={t("table.loadFailed")}
        error={detail.error}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
        testId="marketer-subscriptions"
      />
    );
  else if (!rows) content = Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height="20" />);
  else if (rows.length === 0) content = <Text color="fg.muted">{t("marketers.subscriptionsNone", { code: marketer.promotion_code })}</Text>;
  else
    content = rows.map((row) => (
      <Card.Root key={row.id} size="sm" data-testid="marketer-subscription">
        <Card.Body gap="1">
          <HStack justify="space-between" align="start">
            <Text fontWeight="medium">{row.organization ?? "—"}</Text>
            <Figure>{format.money(row.total)}</Figure>
          </HStack>
          <HStack justify="space-between" textStyle="sm" color="fg.muted">
            <HStack gap="2">
              <Badge variant="subtle">{row.package_name}</Badge>
              <Text>{t(`marketers.billing.${row.billing}`)}</Text>
            </HStack>
            <Text>
              {t("marketers.paidOn")} <Figure>{format.dayOf(row.activated_at)}</Figure>
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    ));

  return (
    <SideDrawer title={t("marketers.subscriptionsTitle", { name: marketer.name })} onClose={onClose} testId="marketer-subscriptions-drawer">
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {t("marketers.broughtNote")}
        </Text>
        {content}
      </Stack>
    </SideDrawer>
  );
}
