import { Alert, Button, DataList, Dialog, HStack, Input, Portal, Separator, Spinner, Stack, Text } from "@chakra-ui/react";
import { money } from "@amlak/money";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { appErrorData, errorText } from "../../../lib/app-error.ts";
import { useFormat } from "../../../lib/format.ts";
import { trpc } from "../../../lib/trpc/client.ts";
import { Figure } from "../../../ui/data-table.tsx";
import { toaster } from "../../../ui/toaster.tsx";
import type { Billing, ConfiguredPackage } from "./choose-package.tsx";

const PROMOTION_ERRORS = new Set(["subscription.promotionCodeUnknown", "subscription.promotionCodeInactive", "validation.failed"]);

/**
 * The upgrade before paying (SPEC §7 checkout figures): price, a marketer's discount, the credit for the unused days,
 * the VAT inside the total, and the period; then the gateway's hosted page. The figures are the server's quote, the
 * same rule checkout applies, so what is shown is what is charged.
 */
export function CheckoutDialog({
  pkg,
  billing,
  nextPeriod,
  onClose,
}: {
  pkg: ConfiguredPackage;
  billing: Billing;
  /** Bought now for the period after the running one (a smaller package). */
  nextPeriod: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [code, setCode] = useState("");
  const [applied, setApplied] = useState<string | undefined>();
  const choice = { packageCode: pkg.code, billing, promotionCode: applied, nextPeriod };
  const quote = trpc.subscriptions.quote.useQuery(choice, { retry: false });
  const codeRefused = applied !== undefined && PROMOTION_ERRORS.has(appErrorData(quote.error)?.code ?? "");
  const checkout = trpc.subscriptions.checkout.useMutation({
    onSuccess: async (answer) => {
      if (answer.paymentUrl) {
        window.location.assign(answer.paymentUrl);
        return;
      }
      toaster.create({
        type: "success",
        title: t(answer.status === "upcoming" ? "profile.checkout.upcoming" : "profile.checkout.activated"),
      });
      await utils.invalidate();
      onClose();
    },
  });
  const name = i18n.language === "ar" ? pkg.nameAr : pkg.nameEn;
  const sar = (amount: string) => format.money(money(amount));
  const figures = quote.data;
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="checkout-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {t("profile.checkout.title", { package: name, billing: t(`profile.subscription.billing.${billing}`) })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Stack gap="1">
                  <Text textStyle="sm" fontWeight="medium">
                    {t("profile.checkout.promotionCode")}
                  </Text>
                  <HStack>
                    <Input
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                      dir="ltr"
                      maxLength={40}
                      autoComplete="off"
                      data-testid="checkout-promotion-code"
                    />
                    <Button variant="outline" onClick={() => setApplied(code.trim() || undefined)} data-testid="checkout-apply-code">
                      {t("profile.checkout.apply")}
                    </Button>
                  </HStack>
                  {codeRefused && (
                    <HStack justify="space-between">
                      <Text textStyle="sm" color="fg.error" data-testid="checkout-code-error">
                        {errorText(quote.error)}
                      </Text>
                      <Button size="xs" variant="ghost" onClick={() => (setApplied(undefined), setCode(""))}>
                        {t("profile.checkout.removeCode")}
                      </Button>
                    </HStack>
                  )}
                </Stack>
                <Separator />
                {quote.isLoading && <Spinner alignSelf="center" />}
                {quote.error && !codeRefused && (
                  <Alert.Root status="warning" data-testid="checkout-refused">
                    <Alert.Indicator />
                    <Alert.Title>{errorText(quote.error)}</Alert.Title>
                  </Alert.Root>
                )}
                {figures && (
                  <DataList.Root orientation="horizontal" data-testid="checkout-figures">
                    <Line label={t("profile.checkout.price")} value={sar(figures.price)} testId="checkout-price" />
                    {money(figures.discount).greaterThan(0) && (
                      <Line
                        label={t("profile.checkout.discount", { percent: figures.promotionPercent ?? 0 })}
                        value={`− ${sar(figures.discount)}`}
                        testId="checkout-discount"
                      />
                    )}
                    {money(figures.credit).greaterThan(0) && (
                      <Line label={t("profile.checkout.credit")} value={`− ${sar(figures.credit)}`} testId="checkout-credit" />
                    )}
                    <Line label={t("profile.checkout.total")} value={sar(figures.total)} testId="checkout-total" strong />
                    <Line label={t("profile.checkout.vat")} value={sar(figures.vatAmount)} testId="checkout-vat" />
                    <Line
                      label={t("profile.subscription.period")}
                      value={`${format.date(figures.startDate)} – ${format.date(figures.endDate)}`}
                      testId="checkout-period"
                    />
                  </DataList.Root>
                )}
                <Text textStyle="xs" color="fg.muted">
                  {t("profile.checkout.secure")}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("action.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                disabled={!figures || codeRefused}
                loading={checkout.isPending || checkout.isSuccess}
                onClick={() => checkout.mutate(choice)}
                data-testid="checkout-pay"
              >
                {figures && money(figures.total).isZero()
                  ? t("profile.checkout.activateNow")
                  : t("profile.checkout.pay", { amount: figures ? sar(figures.total) : "" })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Line({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight={strong ? "bold" : undefined} data-testid={testId}>
        <Figure>{value}</Figure>
      </DataList.ItemValue>
    </DataList.Item>
  );
}
