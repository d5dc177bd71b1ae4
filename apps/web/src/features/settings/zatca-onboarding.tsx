import { Badge, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "../../lib/date-format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { ZatcaStatusBadge } from "../invoices/zatca-status.tsx";

const CERTIFICATE_PALETTE = { sandbox: "gray", compliance: "orange", production: "green" } as const;
const STATUSES = ["pending", "reported", "cleared", "rejected"] as const;

/**
 * ZATCA e-invoicing (issue #23), read-only: the environment the organization is onboarded in, what its documents are
 * signed under (the sandbox's certificate, a compliance CSID or the production CSID) and until when, and its
 * phase-2 invoices and notes by ZATCA status. Onboarding itself is a server command (npm run zatca:csr, zatca:csid).
 */
export function ZatcaOnboarding() {
  const { t } = useTranslation();
  const { dayOf } = useDateFormat();
  const state = trpc.invoices.zatcaOnboarding.useQuery();
  if (state.isError) return null;
  const data = state.data;
  return (
    <Card.Root data-testid="zatca-onboarding">
      <Card.Header>
        <Card.Title>{t("settings.zatca.title")}</Card.Title>
        <Card.Description>{t("settings.zatca.lead")}</Card.Description>
      </Card.Header>
      <Card.Body>
        {data === undefined ? (
          <Skeleton height="24" />
        ) : data === null ? (
          <Text color="fg.muted" data-testid="zatca-not-onboarded">
            {t("settings.zatca.notOnboarded")}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t("settings.zatca.environment")}>
              <Text data-testid="zatca-environment">{t(`settings.zatca.environment.${data.environment}`)}</Text>
            </FormField>
            <FormField label={t("settings.zatca.certificate")}>
              <HStack gap="2" wrap="wrap">
                <Badge
                  colorPalette={CERTIFICATE_PALETTE[data.certificate_kind]}
                  data-testid="zatca-certificate"
                  data-kind={data.certificate_kind}
                >
                  {t(`settings.zatca.certificate.${data.certificate_kind}`)}
                </Badge>
                <Text textStyle="sm" color="fg.muted">
                  {t("settings.zatca.expires", { date: dayOf(data.certificate_expires_at) })}
                </Text>
              </HStack>
            </FormField>
            <FormField label={t("settings.zatca.documents")}>
              <Stack direction={{ base: "column", md: "row" }} gap="3" wrap="wrap" data-testid="zatca-documents">
                {STATUSES.map((status) => (
                  <HStack key={status} gap="1">
                    <ZatcaStatusBadge status={status} />
                    <Text textStyle="sm" data-testid={`zatca-count-${status}`}>
                      {data.documents[status]}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </FormField>
          </SimpleGrid>
        )}
        {data?.holds_compliance_csid && data.certificate_kind !== "production" && (
          <Text textStyle="sm" color="fg.muted" mt="3">
            {t("settings.zatca.complianceHeld")}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
