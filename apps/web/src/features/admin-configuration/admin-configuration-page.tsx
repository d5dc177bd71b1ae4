import { Button, Card, Grid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useUrlParam } from "../../lib/url-state.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { useScrollCue } from "../../ui/scroll-row.tsx";
import { PackagePermissionsForm } from "./package-permissions-form.tsx";

/**
 * Admin configuration (SPEC §2, §4; staff type system): the side list's Subscriptions Permissions, one package at a
 * time (?package=), its description and permissions grouped by entity, edited with Edit, Cancel and Save.
 */
export function AdminConfigurationPage() {
  const { t } = useTranslation();
  const packages = trpc.adminConfig.packages.useQuery();
  const [chosenCode, choose] = useUrlParam("package");
  const scrollCue = useScrollCue<HTMLDivElement>();

  if (packages.error) {
    return (
      <LoadError
        title={t("adminConfiguration.loadError")}
        error={packages.error}
        onRetry={() => void packages.refetch()}
        retrying={packages.isFetching}
        testId="admin-configuration"
      />
    );
  }
  if (!packages.data) return <Skeleton height="96" rounded="xl" data-testid="admin-configuration-loading" />;
  const chosen = packages.data.find((pkg) => pkg.main_subscription_id === chosenCode) ?? packages.data[0];

  return (
    <Grid templateColumns={{ base: "1fr", md: "14rem 1fr" }} gap="6" alignItems="start">
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title textStyle="sm">{t("adminConfiguration.section")}</Card.Title>
          <Text textStyle="xs" color="fg.muted">
            {t("adminConfiguration.packages")}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack {...scrollCue} direction={{ base: "row", md: "column" }} gap="1" overflowX={{ base: "auto", md: "visible" }} asChild>
            <nav aria-label={t("adminConfiguration.packages")}>
              {packages.data.map((pkg) => {
                const current = pkg.main_subscription_id === chosen?.main_subscription_id;
                return (
                  <Button
                    key={pkg.main_subscription_id}
                    variant={current ? "subtle" : "ghost"}
                    colorPalette={current ? "brand" : "gray"}
                    justifyContent="flex-start"
                    flexShrink={0}
                    aria-current={current ? "page" : undefined}
                    onClick={() => choose(pkg.main_subscription_id)}
                    data-testid={`admin-configuration-package-${pkg.main_subscription_id}`}
                  >
                    {pkg.name}
                  </Button>
                );
              })}
            </nav>
          </Stack>
        </Card.Body>
      </Card.Root>
      {chosen && <PackagePermissionsForm key={chosen.main_subscription_id} config={chosen} />}
    </Grid>
  );
}
