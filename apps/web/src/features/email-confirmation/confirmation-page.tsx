import { Button, Card, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CircleX, MailCheck, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useSearchParams } from "wouter";
import { appErrorData, errorText } from "../../lib/app-error.ts";
import { isolate } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { LoadError } from "../../ui/load-error.tsx";

/** The refusals a new link cures; a link sent to another account is not the signed-in user's to replace. */
const CURED_BY_A_NEW_LINK = ["emailConfirmation.expired", "emailConfirmation.used", "emailConfirmation.invalid"];

/**
 * /confirmation (SPEC §2): opened from the link mailed to the user (?token=), it confirms their e-mail once and drops
 * the token from the address; opened without one, it says whether the e-mail is confirmed. An expired or used link
 * explains itself and offers a new one, mailed to the e-mail in the profile.
 */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const token = params.get("token") ?? "";
  const status = trpc.emailConfirmation.status.useQuery(undefined, { enabled: !token });
  const confirm = trpc.emailConfirmation.confirm.useMutation({
    onSuccess: async () => {
      await utils.emailConfirmation.status.invalidate();
      navigate("/confirmation", { replace: true });
    },
  });
  const resend = trpc.emailConfirmation.resend.useMutation();
  const user = useSignedInUser();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  const refusal = confirm.isError ? appErrorData(confirm.error)?.code : undefined;
  const state = confirm.isError ? "failed" : token || status.isPending ? "confirming" : status.data?.confirmed ? "confirmed" : "pending";
  const mayResend = state === "pending" || (state === "failed" && CURED_BY_A_NEW_LINK.includes(refusal ?? ""));

  if (status.isError)
    return (
      <LoadError title={t("menu.confirmation.title")} error={status.error} onRetry={() => void status.refetch()} testId="confirmation" />
    );
  return (
    <Card.Root maxW="lg" mx="auto" mt="8" data-testid="confirmation" data-state={state}>
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          {state === "confirming" && (
            <>
              <Spinner size="xl" />
              <Text>{t("confirmation.confirming")}</Text>
            </>
          )}
          {state === "confirmed" && (
            <>
              <CircleCheck size={48} color="var(--chakra-colors-green-600)" aria-hidden />
              <Heading size="lg">{t("menu.confirmation.title")}</Heading>
              <Text data-testid="confirmation-message">{t("confirmation.confirmed", { email: isolate(status.data?.email ?? "") })}</Text>
            </>
          )}
          {state === "pending" && (
            <>
              <MailCheck size={48} aria-hidden />
              <Heading size="lg">{t("menu.confirmation.title")}</Heading>
              <Text data-testid="confirmation-message">{t("confirmation.pending", { email: isolate(status.data?.email ?? "") })}</Text>
            </>
          )}
          {state === "failed" && (
            <>
              <CircleX size={48} color="var(--chakra-colors-red-600)" aria-hidden />
              <Heading size="lg">{t("menu.confirmation.title")}</Heading>
              <Text data-testid="confirmation-message">{errorText(confirm.error)}</Text>
              {mayResend && <Text color="fg.muted">{t("confirmation.failedHint")}</Text>}
            </>
          )}
          {resend.isSuccess && (
            <Text color="green.fg" role="status" data-testid="confirmation-sent">
              {t("confirmation.sent", { email: isolate(resend.data.email) })}
            </Text>
          )}
          {resend.isError && (
            <Text color="red.fg" role="alert">
              {errorText(resend.error)}
            </Text>
          )}
          <HStack gap="3" wrap="wrap" justify="center">
            {mayResend && !resend.isSuccess && (
              <Button colorPalette="brand" loading={resend.isPending} onClick={() => resend.mutate()} data-testid="confirmation-resend">
                <Send /> {t("confirmation.sendNew")}
              </Button>
            )}
            <Button asChild variant="outline">
              <RouterLink href={user?.home ?? "/dashboard"}>{t("confirmation.toDashboard")}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
