import { Button, Stack } from "@chakra-ui/react";
import { ZPhoneOnlySchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import type { Challenge } from "./challenge.ts";
import { formResolver } from "../../lib/form-resolver.ts";

type PhoneInputValues = z.input<typeof ZPhoneOnlySchema>;
type PhoneValues = z.output<typeof ZPhoneOnlySchema>;

/** The first step of a password reset: the phone that receives the code. */
export function ResetPhoneStep({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTranslation();
  const form = useForm<PhoneInputValues, unknown, PhoneValues>({
    resolver: formResolver(ZPhoneOnlySchema),
    defaultValues: { phone: "" },
  });
  const forgot = trpc.auth.forgotPassword.useMutation({
    onSuccess: onChallenge,
    onError: (error) => showServerFieldErrors(error, form.setError),
  });

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit((values) => forgot.mutate(values))}>
        <FormField label={t("login.phone")} error={form.formState.errors.phone?.message}>
          <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput {...field} data-testid="reset-phone" />} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={forgot.isPending} data-testid="reset-send">
          {t("login.sendCode")}
        </Button>
        <RouterLink href="/login" fontSize="sm" alignSelf="center">
          {t("login.backToLogin")}
        </RouterLink>
      </form>
    </Stack>
  );
}
