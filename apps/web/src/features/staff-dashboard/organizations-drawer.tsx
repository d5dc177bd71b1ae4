import { Badge, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { TOrganizationFigure } from "@amlak/schemas";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../ui/side-drawer.tsx";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { usePackageNames } from "./use-package-names.ts";

const STATE_PALETTE = { trial: "orange", active: "green", expired: "red", canceled: "gray", none: "gray" } as const;

/** The organizations behind a dashboard figure, newest sign-up first: name, package and standing, period end, sign-up day. */
export function OrganizationsDrawer({ figure, onClose }: { figure: TOrganizationFigure; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const packages = usePackageNames();
  const organizations = trpc.staffDashboard.organizations.useQuery(figure);
  const rows = organizations.data;

  let content: React.ReactNode;
  if (organizations.isError)
    content = (
      <LoadError
        title={t("table.loadFailed")}
        error={organizations.error}
        retrying={organizations.isFetching}
        onRetry={() => void organizations.refetch()}
        testId="staff-organizations"
      />
    );
  else if (!rows) content = Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height="16" />);
  else if (rows.length === 0) content = <Text color="fg.muted">{t("staffDashboard.noOrganizations")}</Text>;
  else
    content = rows.map((row) => (
      <Card.Root key={row.id} size="sm" data-testid="staff-organization">
        <Card.Body gap="1">
          <HStack justify="space-between" align="start" gap="3">
            <Text fontWeight="medium">{row.title || t("staffDashboard.unnamed")}</Text>
            <Badge colorPalette={STATE_PALETTE[row.state]}>{t(`staffDashboard.states.${row.state}`)}</Badge>
          </HStack>
          <HStack justify="space-between" textStyle="sm" color="fg.muted" wrap="wrap">
            <Text>
              {row.package_code ? packages.nameOf(row.package_code) : t("staffDashboard.noPackage")}
              {row.billing && ` · ${t(`marketers.billing.${row.billing}`)}`}
              {row.end_date && (
                <>
                  {" · "}
                  {t("staffDashboard.endsOn")} <Figure>{format.date(row.end_date)}</Figure>
                </>
              )}
            </Text>
            <Text>
              {t("staffDashboard.signedUpOn")} <Figure>{format.dayOf(row.created_at)}</Figure>
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    ));

  return (
    <SideDrawer
      title={t(`staffDashboard.lists.${figure.kind}`, figure.kind === "signups" ? { days: figure.days } : {})}
      onClose={onClose}
      testId="staff-organizations-drawer"
    >
      <Stack gap="3">{content}</Stack>
    </SideDrawer>
  );
}
