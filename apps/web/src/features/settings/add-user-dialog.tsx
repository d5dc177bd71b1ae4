import { Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { ZSubUserSchema } from "@amlak/schemas";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { CodeStep } from "../../ui/code-step.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { UserPhoneInput } from "../../ui/user-phone-input.tsx";

type NewUser = z.input<typeof ZSubUserSchema>;

/**
 * Add user (SPEC §4): step 1 the role, name, e-mail and phone, and Send code texts a code to that phone; step 2 the code
 * the new user received creates them. Cancel closes at either step. One dialog holds both steps, so moving on keeps it
 * open (a second dialog would open as the first hands focus back to the page, and close).
 */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [sent, setSent] = useState<{ challenge: string; phone: string } | null>(null);
  const send = trpc.users.sendOtp.useMutation({ onSuccess: ({ challenge, phoneMasked }) => setSent({ challenge, phone: phoneMasked }) });
  const create = trpc.users.create.useMutation({
    onSuccess: () => {
      void utils.users.list.invalidate();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t("settings.users.add")}
      confirmLabel={t(sent ? "settings.users.create" : "settings.users.sendCode")}
      loading={sent ? create.isPending : send.isPending}
      form={sent ? "add-user-code" : "add-user-details"}
      onClose={onClose}
      testId="add-user-dialog"
      confirmTestId={sent ? "add-user-create" : "add-user-send"}
    >
      {sent ? (
        <CodeStep
          formId="add-user-code"
          step={t("settings.users.stepCode")}
          sent={
            <>
              {t("settings.users.codeSent")} <PhoneNumber phone={sent.phone} />
            </>
          }
          label={t("settings.users.code")}
          onCode={(code, showError) => create.mutate({ challenge: sent.challenge, code }, { onError: showError })}
          testId="add-user-code"
        >
          <Text textStyle="xs" color="fg.muted">
            {t("settings.users.invited")}
          </Text>
        </CodeStep>
      ) : (
        <DetailsStep send={send} />
      )}
    </ConfirmDialog>
  );
}

type SendOtp = ReturnType<typeof trpc.users.sendOtp.useMutation>;

function DetailsStep({ send }: { send: SendOtp }) {
  const { t } = useTranslation();
  const roles = trpc.users.roles.useQuery(undefined, { staleTime: Infinity });
  const form = useForm<NewUser>({
    resolver: formResolver(ZSubUserSchema),
    defaultValues: { role_type_id: "", name: "", email: "", phone: "" },
    mode: "onBlur",
  });
  const { errors } = form.formState;
  return (
    <Stack asChild gap="4">
      <form
        id="add-user-details"
        noValidate
        onSubmit={form.handleSubmit(() =>
          send.mutate(form.getValues(), { onError: (error) => showServerFieldErrors(error, form.setError) }),
        )}
      >
        <Text textStyle="sm" color="fg.muted">
          {t("settings.users.stepDetails")}
        </Text>
        <FormField label={t("settings.users.role")} error={errors.role_type_id?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="add-user-role" {...form.register("role_type_id")}>
              <option value="">{t("settings.users.chooseRole")}</option>
              {roles.data?.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t("settings.users.name")} error={errors.name?.message}>
          <Input autoComplete="off" data-testid="add-user-name" {...form.register("name")} />
        </FormField>
        <FormField label={t("settings.users.email")} error={errors.email?.message}>
          <Input type="email" dir="ltr" autoComplete="off" data-testid="add-user-email" {...form.register("email")} />
        </FormField>
        <FormField label={t("settings.users.phone")} error={errors.phone?.message} helperText={t("settings.users.phoneHint")}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <UserPhoneInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} data-testid="add-user-phone" />
            )}
          />
        </FormField>
      </form>
    </Stack>
  );
}
