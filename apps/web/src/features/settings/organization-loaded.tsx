import { Skeleton } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { LoadError } from "../../ui/load-error.tsx";

export type Organization = RouterOutputs["organization"]["get"];

/**
 * A settings tab's organization once read (SCREENS "States"): a skeleton while it loads, its error with Retry when the
 * read fails. `readAt` changes with every read, so a form keyed by it starts again from what is saved.
 */
export function OrganizationLoaded({ children }: { children: (org: Organization, readAt: number) => React.ReactNode }) {
  const { t } = useTranslation();
  const organization = trpc.organization.get.useQuery();
  if (organization.isError)
    return (
      <LoadError
        title={t("table.loadFailed")}
        error={organization.error}
        retrying={organization.isFetching}
        onRetry={() => void organization.refetch()}
        testId="organization"
      />
    );
  if (!organization.data) return <Skeleton height="64" rounded="xl" />;
  return children(organization.data, organization.dataUpdatedAt);
}
