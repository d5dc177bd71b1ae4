import { Stack, Text } from "@chakra-ui/react";
import { ZPhoneChangeRequestSchema } from "@amlak/schemas";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { CodeStep } from "../../ui/code-step.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { formResolver } from "../../lib/form-resolver.ts";

/**
 * A new mobile number in two steps (SPEC §4 two-step pattern): the number, then the code texted to it. One dialog
 * holds both steps, as adding a user does, so moving on keeps it open.
 */
export function PhoneChangeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ challenge: string; phoneMasked: string } | null>(null);
  const phoneForm = useForm<z.input<typeof ZPhoneChangeRequestSchema>>({
    resolver: formResolver(ZPhoneChangeRequestSchema),
    defaultValues: { phone: "" },
  });
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
  });

  return (
    <ConfirmDialog
      title={t("profile.phone.title")}
      confirmLabel={t(sent ? "profile.phone.confirm" : "profile.phone.sendCode")}
      loading={sent ? confirm.isPending : request.isPending}
      form={sent ? "phone-change-confirm" : "phone-change-request"}
      onClose={onClose}
      testId="profile-phone-dialog"
    >
      {sent ? (
        <CodeStep
          formId="phone-change-confirm"
          sent={
            <Trans
              i18nKey="profile.phone.codeSent"
              values={{ phone: sent.phoneMasked }}
              components={{ phone: <PhoneNumber phone={sent.phoneMasked} /> }}
            />
          }
          label={t("profile.phone.code")}
          onCode={(otp, showError) => confirm.mutate({ challenge: sent.challenge, otp }, { onError: showError })}
          testId="profile-phone-code"
        />
      ) : (
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
      )}
    </ConfirmDialog>
  );
}
