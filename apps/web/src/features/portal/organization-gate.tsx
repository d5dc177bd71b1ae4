import { Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { TPortalRole } from "@amlak/schemas";
import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { urlId, useUrlParams } from "../../lib/url-state.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PortalLayout } from "./portal-layout.tsx";

export type PortalOrganization = RouterOutputs["portal"]["me"]["organizations"][number];

interface Props {
  role: TPortalRole;
  children: (organization: PortalOrganization) => React.ReactNode;
}

/**
 * A signed-in portal page: the organization it is about is the only one the reader deals with, or the one they chose
 * (?org=) from the list of those that lease to them (or manage their property).
 */
export function OrganizationGate({ role, children }: Props) {
  const { t } = useTranslation();
  const me = trpc.portal.me.useQuery();
  const url = useUrlParams();
  const organizations = me.data?.organizations ?? [];
  const chosen = organizations.length === 1 ? organizations[0] : organizations.find((each) => each.org_id === url.get("org", urlId));

  let content: React.ReactNode;
  if (me.isError)
    content = (
      <LoadError
        title={t("portalScreen.loadFailed")}
        error={me.error}
        retrying={me.isFetching}
        onRetry={() => void me.refetch()}
        testId="portal-me"
      />
    );
  else if (!me.data) content = <Skeleton height="40" rounded="xl" />;
  else if (organizations.length === 0)
    content = <EmptyState icon={<Building2 />} title={t(`portalScreen.${role}.none`)} testId="portal-no-organization" />;
  else if (!chosen)
    content = (
      <Stack gap="4" data-testid="portal-organizations">
        <Heading as="h1" size="xl">
          {t("portalScreen.chooseOrganization")}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {organizations.map((organization) => (
            <Card.Root key={organization.org_id} asChild variant="outline" rounded="xl" _hover={{ borderColor: "brand.solid" }}>
              <button type="button" onClick={() => url.set({ org: organization.org_id })} data-testid="portal-organization">
                <Card.Body gap="1" textAlign="start">
                  <Text fontWeight="semibold">{organization.title}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {t("portalScreen.as")} <bdi>{organization.contact_name}</bdi>
                  </Text>
                </Card.Body>
              </button>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    );
  else
    content = (
      <Stack gap="6">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0.5">
            <Heading as="h1" size="2xl" data-testid="portal-welcome">
              {t("portalScreen.welcome")} <bdi>{chosen.contact_name}</bdi>
            </Heading>
            <Text color="fg.muted" data-testid="portal-organization-title">
              {chosen.title}
            </Text>
          </Stack>
          {organizations.length > 1 && (
            <Button size="sm" variant="outline" onClick={() => url.set({ org: null })} data-testid="portal-change-organization">
              <Building2 /> {t("portalScreen.changeOrganization")}
            </Button>
          )}
        </HStack>
        {children(chosen)}
      </Stack>
    );

  return (
    <PortalLayout role={role} signedIn>
      {content}
    </PortalLayout>
  );
}
