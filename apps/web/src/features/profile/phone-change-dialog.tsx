import { Input, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZPhoneChangeRequestSchema, ZOtpSchema } from "@amlak/schemas";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";

const ZCodeSchema = z.object({ otp: ZOtpSchema });

/** A new mobile number in two steps: the number, then the code texted to it (SPEC §4 two-step pattern). */
export function PhoneChangeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ challenge: string; phoneMasked: string } | null>(null);
  const phoneForm = useForm<z.input<typeof ZPhoneChangeRequestSchema>>({
    resolver: zodResolver(ZPhoneChangeRequestSchema),
    defaultValues: { phone: "" },
  });
  const codeForm = useForm<z.input<typeof ZCodeSchema>>({ resolver: zodResolver(ZCodeSchema), defaultValues: { otp: "" } });
  const utils = trpc.useUtils();
  const request = trpc.profile.requestPhoneChange.useMutation({
    onSuccess: setSent,
    onError: (error) => showServerFieldErrors(error, phoneForm.setError),
  });
  const confirm = trpc.profile.confirmPhoneChange.useMutation({
    onSuccess: ({ timezone, ...user }) => {
      sessionStore.setUser(user);
      utils.profile.get.setData(undefined, { ...user, timezone });
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, codeForm.setError),
  });

  if (!sent) {
    return (
      <ConfirmDialog
        title={t("profile.phone.title")}
        confirmLabel={t("profile.phone.sendCode")}
        loading={request.isPending}
        form="phone-change-request"
        onClose={onClose}
        testId="profile-phone-dialog"
      >
        <Stack asChild gap="3">
          <form
            id="phone-change-request"
            noValidate
            onSubmit={phoneForm.handleSubmit(() => request.mutate({ phone: phoneForm.getValues("phone") }))}
          >
            <FormField label={t("profile.phone.new")} error={phoneForm.formState.errors.phone?.message}>
              <Controller
                control={phoneForm.control}
                name="phone"
                render={({ field }) => <PhoneInput {...field} data-testid="profile-phone-new" />}
              />
            </FormField>
            <Text textStyle="sm" color="fg.muted">
              {t("profile.phone.keepsSessions")}
            </Text>
          </form>
        </Stack>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={t("profile.phone.title")}
      confirmLabel={t("profile.phone.confirm")}
      loading={confirm.isPending}
      form="phone-change-confirm"
      onClose={onClose}
      testId="profile-phone-dialog"
    >
      <Stack asChild gap="3">
        <form
          id="phone-change-confirm"
          noValidate
          onSubmit={codeForm.handleSubmit(() => confirm.mutate({ challenge: sent.challenge, otp: codeForm.getValues("otp") }))}
        >
          {/* The masked number in a left-to-right isolate (U+2066…U+2069), so it never reorders inside Arabic. */}
          <Text>{t("profile.phone.codeSent", { phone: `\u2066${sent.phoneMasked}\u2069` })}</Text>
          <FormField label={t("profile.phone.code")} error={codeForm.formState.errors.otp?.message}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={6}
              data-testid="profile-phone-code"
              {...codeForm.register("otp")}
            />
          </FormField>
        </form>
      </Stack>
    </ConfirmDialog>
  );
}
