import { Button, Card, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CircleX, Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "wouter";
import { errorText } from "../../lib/app-error.ts";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { usePaymentReturn } from "../../lib/use-payment-return.ts";
import { Figure } from "../../ui/data-table.tsx";
import { PortalLayout } from "./portal-layout.tsx";

/**
 * /tenant/payment-status, where the gateway sends the tenant back. The server settles the instalments (as the webhook
 * does, whichever comes first); back in the portal, the instalments show paid with their receipts.
 */
export function PortalPaymentStatusPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const utils = trpc.useUtils();
  const rentCheckoutId = params.get("rent_checkout");
  const paymentId = params.get("id");
  const orgId = params.get("org_id") ?? undefined;
  const portalHome = orgId ? `/tenant?org=${orgId}` : "/tenant";
  const confirm = trpc.portal.confirmPayment.useMutation({ onSettled: () => utils.portal.invalidate() });
  const { outcome, settled } = usePaymentReturn({
    confirm,
    input: rentCheckoutId && paymentId ? { org_id: orgId, rent_checkout_id: rentCheckoutId, payment_id: paymentId } : null,
    isFinal: () => true,
    back: portalHome,
  });
  const failed = confirm.isError || !rentCheckoutId || !paymentId || outcome?.status === "failed";

  return (
    <PortalLayout role="tenant" signedIn>
      <Card.Root
        maxW="lg"
        mx="auto"
        mt="8"
        data-testid="portal-payment-status"
        data-outcome={failed ? "failure" : (outcome?.status ?? "waiting")}
      >
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center">
            {failed ? (
              <>
                <CircleX size={48} color="var(--chakra-colors-red-600)" />
                <Heading size="lg">{t("portalScreen.payStatus.failed")}</Heading>
                <Text data-testid="portal-payment-status-reason">
                  {confirm.isError ? errorText(confirm.error) : (outcome?.message ?? t("portalScreen.payStatus.failedLead"))}
                </Text>
              </>
            ) : outcome?.status === "paid" ? (
              <>
                <CircleCheck size={48} color="var(--chakra-colors-green-600)" />
                <Heading size="lg">{t("portalScreen.payStatus.paid")}</Heading>
                <Text fontWeight="semibold" fontSize="2xl" data-testid="portal-payment-status-total">
                  <Figure>{format.money(outcome.total)}</Figure>
                </Text>
                <Text>{t("portalScreen.payStatus.paidLead")}</Text>
                {outcome.refund_payment_ids.length > 0 && (
                  <Text color="fg.warning" data-testid="portal-payment-status-refund">
                    {t("portalScreen.payStatus.refund")}
                  </Text>
                )}
              </>
            ) : outcome ? (
              <>
                <Hourglass size={48} />
                <Heading size="lg">{t("portalScreen.payStatus.pending")}</Heading>
                <Text>{t("portalScreen.payStatus.pendingLead")}</Text>
              </>
            ) : (
              <>
                <Spinner size="xl" />
                <Text>{t("portalScreen.payStatus.checking")}</Text>
              </>
            )}
            {settled && (
              <Text textStyle="sm" color="fg.muted">
                {t("portalScreen.payStatus.redirecting")}
              </Text>
            )}
            <Button asChild variant="outline">
              <RouterLink href={portalHome}>{t("portalScreen.payStatus.back")}</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PortalLayout>
  );
}
