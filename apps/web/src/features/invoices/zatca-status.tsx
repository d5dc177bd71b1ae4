import { Badge, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

type ZatcaStatus = "pending" | "reported" | "cleared" | "rejected";

const PALETTE: Record<ZatcaStatus, string> = { pending: "gray", reported: "green", cleared: "green", rejected: "red" };

/** Where a ZATCA phase-2 invoice stands: awaiting ZATCA, reported or cleared (with warnings or not), or rejected. */
export function ZatcaStatusBadge({ status, warned = false }: { status: ZatcaStatus; warned?: boolean }) {
  const { t } = useTranslation();
  const withWarnings = warned && (status === "reported" || status === "cleared") ? status : undefined;
  return (
    <Badge
      size="sm"
      colorPalette={withWarnings ? "orange" : PALETTE[status]}
      data-testid="zatca-status"
      data-status={status}
      data-warned={withWarnings && true}
    >
      {t(withWarnings ? `invoicesScreen.zatca.${withWarnings}WithWarnings` : `invoicesScreen.zatca.${status}`)}
    </Badge>
  );
}

/** ZATCA's messages, as it wrote them (left to right in either language). */
function Messages({ heading, messages, testId }: { heading: string; messages: string[]; testId: string }) {
  return (
    <Stack gap="0" data-testid={testId}>
      <Text textStyle="xs" color="fg.muted">
        {heading}
      </Text>
      <List.Root textStyle="xs" ps="4">
        {messages.map((message) => (
          <List.Item key={message}>
            <bdi dir="ltr">{message}</bdi>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The badge, with ZATCA's reasons when it rejected the invoice and its warnings when it accepted it with some. */
export function ZatcaStatusDetails({ zatca }: { zatca: { status: ZatcaStatus; reasons: string[]; warnings: string[] } }) {
  const { t } = useTranslation();
  const warned = zatca.status !== "rejected" && zatca.warnings.length > 0;
  return (
    <Stack gap="1" align="start" data-testid="zatca-details">
      <ZatcaStatusBadge status={zatca.status} warned={warned} />
      {zatca.status === "rejected" && zatca.reasons.length > 0 && (
        <Messages heading={t("invoicesScreen.zatca.reasons")} messages={zatca.reasons} testId="zatca-reasons" />
      )}
      {warned && <Messages heading={t("invoicesScreen.zatca.warnings")} messages={zatca.warnings} testId="zatca-warnings" />}
    </Stack>
  );
}
