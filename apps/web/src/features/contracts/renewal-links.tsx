import { Badge, HStack, Text } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { RouterLink } from "../../ui/router-link.tsx";

/** The contract's place among its renewals (issue #23): links to the contract it renewed and to the one that renewed it. */
export function RenewalLinks({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const links = trpc.contractRenewals.links.useQuery({ id: contractId });
  if (!links.data) return null;
  const entries = [
    { key: "renewedFrom", link: links.data.renewedFrom },
    { key: "renewedBy", link: links.data.renewedBy },
  ] as const;
  return (
    <>
      {entries.map(
        ({ key, link }) =>
          link && (
            <HStack key={key} gap="1.5" textStyle="sm" wrap="wrap" data-testid={`contract-${key}`}>
              <Text as="span" color="fg.muted">
                {t(`renewals.${key}`)}:
              </Text>
              <RouterLink href={`/contracts/${link.id}`}>
                {t("renewals.link", { start: `\u2068${format.date(link.start)}\u2069`, end: `\u2068${format.date(link.end)}\u2069` })}
              </RouterLink>
            </HStack>
          ),
      )}
    </>
  );
}

/** A renewed lease in a list: the word, linking to the contract that renewed it. */
export function RenewedBadge({ renewedBy }: { renewedBy: string }) {
  const { t } = useTranslation();
  return (
    <Badge asChild colorPalette="blue" variant="subtle" size="sm" data-testid="contract-renewed">
      <RouterLink href={`/contracts/${renewedBy}`} aria-label={t("renewals.openRenewal")}>
        <RefreshCw /> {t("renewals.renewed")}
      </RouterLink>
    </Badge>
  );
}
