import { Button, Card, HStack, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { isAccountOwner } from "@amlak/domain";
import { ZGatewayAccountSchema } from "@amlak/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";

type Keys = z.input<typeof ZGatewayAccountSchema>;

/**
 * Online rent payments (issue #20): the organization's own Moyasar account that tenants pay into from the portal, its
 * keys (only the secret key's last four characters ever come back), and the webhook address to give Moyasar. The
 * account owner's alone, as the subscription's payments are.
 */
export function OnlineRentPayments() {
  const user = useSignedInUser();
  return user && isAccountOwner(user.type) ? <OnlineRentPaymentsCard /> : null;
}

function OnlineRentPaymentsCard() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const account = trpc.onlinePayments.account.useQuery();
  const refunds = trpc.onlinePayments.refundsDue.useQuery();
  const [editing, setEditing] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const form = useForm<Keys>({
    resolver: formResolver(ZGatewayAccountSchema) as never,
    defaultValues: { secret_key: "", webhook_secret: "" },
  });
  const saved = (data: NonNullable<typeof account.data>) => {
    utils.onlinePayments.account.setData(undefined, data);
    form.reset();
    setEditing(false);
    setDisconnecting(false);
  };
  const save = trpc.onlinePayments.saveAccount.useMutation({
    onSuccess: saved,
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const clear = trpc.onlinePayments.clearAccount.useMutation({ onSuccess: saved });
  const data = account.data;

  return (
    <Card.Root data-testid="online-rent-payments">
      <Card.Header>
        <Card.Title>{t("settings.onlinePayments.title")}</Card.Title>
        <Card.Description>{t("settings.onlinePayments.lead")}</Card.Description>
      </Card.Header>
      <Card.Body>
        {!data ? (
          <Skeleton height="24" />
        ) : (
          <Stack gap="5">
            <FormField label={t("settings.onlinePayments.gateway")}>
              <Text>{t("settings.onlinePayments.moyasar")}</Text>
              <Text color="fg.muted" data-testid="online-payments-status">
                {data.account ? (
                  t("settings.onlinePayments.connected", { lastFour: `\u2066••••${data.account.secretKeyLastFour}\u2069` })
                ) : (
                  <>
                    {t("settings.onlinePayments.notConnected")}.{" "}
                    {t(data.sandbox ? "settings.onlinePayments.sandboxNote" : "settings.onlinePayments.offNote")}
                  </>
                )}
              </Text>
            </FormField>
            {editing ? (
              <form noValidate onSubmit={form.handleSubmit((keys) => save.mutate(keys))}>
                <Stack gap="4">
                  <FormField
                    label={t("settings.onlinePayments.secretKey")}
                    helperText={t("settings.onlinePayments.secretKeyHint")}
                    error={form.formState.errors.secret_key?.message}
                  >
                    <Input
                      type="password"
                      dir="ltr"
                      autoComplete="off"
                      data-testid="online-payments-secret-key"
                      {...form.register("secret_key")}
                    />
                  </FormField>
                  <FormField
                    label={t("settings.onlinePayments.webhookSecret")}
                    helperText={t("settings.onlinePayments.webhookSecretHint")}
                    error={form.formState.errors.webhook_secret?.message}
                  >
                    <Input
                      type="password"
                      dir="ltr"
                      autoComplete="off"
                      data-testid="online-payments-webhook-secret"
                      {...form.register("webhook_secret")}
                    />
                  </FormField>
                  <HStack justify="flex-end" gap="3">
                    <Button variant="outline" onClick={() => setEditing(false)}>
                      {t("settings.cancel")}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={save.isPending} data-testid="online-payments-save">
                      {t("settings.save")}
                    </Button>
                  </HStack>
                </Stack>
              </form>
            ) : (
              <HStack gap="3" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="online-payments-connect">
                  {t(data.account ? "settings.onlinePayments.replaceKeys" : "settings.onlinePayments.connect")}
                </Button>
                {data.account && (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setDisconnecting(true)}
                    data-testid="online-payments-disconnect"
                  >
                    {t("settings.onlinePayments.disconnect")}
                  </Button>
                )}
              </HStack>
            )}
            <FormField label={t("settings.onlinePayments.webhookUrl")} helperText={t("settings.onlinePayments.webhookUrlHint")}>
              <Input
                readOnly
                dir="ltr"
                value={data.webhookUrl}
                onFocus={(event) => event.target.select()}
                data-testid="online-payments-webhook-url"
              />
            </FormField>
            {refunds.data && refunds.data.length > 0 && (
              <Stack gap="2" data-testid="online-payments-refunds">
                <Card.Title as="h3" textStyle="md">
                  {t("settings.onlinePayments.refundsTitle")}
                </Card.Title>
                {refunds.data.map((refund) => (
                  <Text key={refund.rentCheckoutId}>
                    {t("settings.onlinePayments.refund", {
                      tenant: refund.tenantName,
                      payment: `\u2066${refund.gatewayPaymentId ?? ""}\u2069`,
                    })}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Card.Body>
      {disconnecting && (
        <ConfirmDialog
          title={t("settings.onlinePayments.disconnectTitle")}
          confirmLabel={t("settings.onlinePayments.disconnect")}
          destructive
          loading={clear.isPending}
          onConfirm={() => clear.mutate()}
          onClose={() => setDisconnecting(false)}
          testId="online-payments-disconnect-dialog"
        >
          <Text>{t("settings.onlinePayments.disconnectLead")}</Text>
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}
