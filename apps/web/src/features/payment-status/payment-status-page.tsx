import { Button, Card, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CircleX, Receipt } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useSearchParams } from "wouter";
import { errorText } from "../../lib/app-error.ts";
import { trpc } from "../../lib/trpc/client.ts";

const SUBSCRIPTION_TAB = "/profile?tab=Subscription";
const REDIRECT_AFTER_MS = 3_000;

/**
 * Where the gateway sends the payer back (SPEC §8 "Payment failed" / "payment success", redirect after 3 seconds).
 * What the address says is only a hint: the server reads the payment back from the gateway and settles it, and this
 * page shows what the server answered.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const subscriptionId = params.get("subscription") ?? "";
  const paymentId = params.get("id") ?? "";
  const confirm = trpc.subscriptions.confirmPayment.useMutation({ onSettled: () => utils.invalidate() });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !subscriptionId || !paymentId) return;
    sent.current = true;
    confirm.mutate({ subscriptionId, paymentId });
  }, [confirm, subscriptionId, paymentId]);
  const outcome = confirm.data;
  const settled = confirm.isError || (outcome && outcome.paymentStatus !== "initiated");
  useEffect(() => {
    if (!settled) return;
    const timer = window.setTimeout(() => navigate(SUBSCRIPTION_TAB, { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [settled, navigate]);

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
