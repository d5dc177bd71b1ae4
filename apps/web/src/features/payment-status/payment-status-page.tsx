import { Button, Card, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CircleX, Receipt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "wouter";
import { errorText } from "../../lib/app-error.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { usePaymentReturn } from "../../lib/use-payment-return.ts";

const SUBSCRIPTION_TAB = "/profile?tab=Subscription";

/** /payment-status, where the gateway sends a subscriber back; then back to the subscription tab. */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const utils = trpc.useUtils();
  const subscriptionId = params.get("subscription");
  const paymentId = params.get("id");
  const confirm = trpc.subscriptions.confirmPayment.useMutation({ onSettled: () => utils.invalidate() });
  const { outcome, settled } = usePaymentReturn({
    confirm,
    input: subscriptionId && paymentId ? { subscriptionId, paymentId } : null,
    isFinal: (answer) => answer.paymentStatus !== "initiated",
    back: SUBSCRIPTION_TAB,
  });

  const succeeded = outcome?.status === "activated" || outcome?.status === "upcoming";
  const failed = confirm.isError || !subscriptionId || !paymentId || (outcome && !succeeded && outcome.paymentStatus !== "initiated");
  return (
    <Card.Root
      maxW="lg"
      mx="auto"
      mt="8"
      data-testid="payment-status"
      data-outcome={succeeded ? "success" : failed ? "failure" : "waiting"}
    >
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          {succeeded ? (
            <>
              <CircleCheck size={48} color="var(--chakra-colors-green-600)" />
              <Heading size="lg">{t("paymentStatus.success")}</Heading>
              <Text>{t(outcome?.status === "upcoming" ? "paymentStatus.upcoming" : "paymentStatus.activated")}</Text>
            </>
          ) : failed ? (
            <>
              <CircleX size={48} color="var(--chakra-colors-red-600)" />
              <Heading size="lg">{t("paymentStatus.failed")}</Heading>
              <Text data-testid="payment-status-reason">
                {confirm.isError ? errorText(confirm.error) : (outcome?.message ?? t("paymentStatus.noPayment"))}
              </Text>
            </>
          ) : outcome?.billNumber ? (
            <>
              <Receipt size={48} />
              <Heading size="lg">{t("paymentStatus.billIssued")}</Heading>
              <Text>{t("paymentStatus.billLead", { number: outcome.billNumber })}</Text>
            </>
          ) : (
            <>
              <Spinner size="xl" />
              <Text>{t("paymentStatus.checking")}</Text>
            </>
          )}
          {settled && (
            <Text textStyle="sm" color="fg.muted">
              {t("paymentStatus.redirecting")}
            </Text>
          )}
          <Button asChild variant="outline">
            <RouterLink href={SUBSCRIPTION_TAB}>{t("paymentStatus.back")}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
