import { Badge, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

type ZatcaStatus = "pending" | "reported" | "cleared" | "rejected";

const PALETTE: Record<ZatcaStatus, string> = { pending: "gray", reported: "green", cleared: "green", rejected: "red" };

/** Where a ZATCA phase-2 invoice stands: awaiting ZATCA, reported, cleared or rejected. */
export function ZatcaStatusBadge({ status }: { status: ZatcaStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" colorPalette={PALETTE[status]} data-testid="zatca-status" data-status={status}>
      {t(`invoicesScreen.zatca.${status}`)}
    </Badge>
  );
}

/** The badge, and ZATCA's reasons when it rejected the invoice. */
export function ZatcaStatusDetails({ zatca }: { zatca: { status: ZatcaStatus; reasons: string[] } }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" align="start">
      <ZatcaStatusBadge status={zatca.status} />
      {zatca.status === "rejected" && zatca.reasons.length > 0 && (
        <Stack gap="0" data-testid="zatca-reasons">
          <Text textStyle="xs" color="fg.muted">
            {t("invoicesScreen.zatca.reasons")}
          </Text>
          <List.Root textStyle="xs" ps="4">
            {zatca.reasons.map((reason) => (
              <List.Item key={reason}>
                <bdi dir="ltr">{reason}</bdi>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
