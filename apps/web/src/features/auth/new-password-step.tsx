import { Button, Input, Stack, Text } from "@chakra-ui/react";
import { ZOtpSchema, ZPasswordConfirmationSchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import type { Challenge } from "./challenge.ts";
import { OtpInput } from "../../ui/otp-input.tsx";
import { ResendCodeButton } from "../../ui/resend-code-button.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";

const ZNewPasswordSchema = z.object({ otp: ZOtpSchema }).and(ZPasswordConfirmationSchema);
type NewPasswordInput = z.input<typeof ZNewPasswordSchema>;
type NewPassword = z.output<typeof ZNewPasswordSchema>;

/** The second step of a password reset: the texted code and the new password. */
export function NewPasswordStep({ challenge, onResent }: { challenge: Challenge; onResent: (next: Challenge) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm<NewPasswordInput, unknown, NewPassword>({
    resolver: formResolver(ZNewPasswordSchema),
    defaultValues: { otp: "", password: "", confirmPassword: "" },
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => navigate("/login", { replace: true }),
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const { errors } = form.formState;
  const resend = trpc.auth.resendOtp.useMutation({ onSuccess: onResent });
  const submit = ({ otp, password }: NewPassword) => reset.mutate({ challenge: challenge.challenge, otp, password });

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Text color="fg.muted">
          {t("login.codeSent")} <PhoneNumber phone={challenge.phoneMasked} />
        </Text>
        <FormField label={t("login.code")} error={errors.otp?.message}>
          <Controller control={form.control} name="otp" render={({ field }) => <OtpInput {...field} autoFocus />} />
        </FormField>
        <FormField label={t("login.newPassword")} error={errors.password?.message} helperText={t("login.passwordHint")}>
          <Input type="password" autoComplete="new-password" data-testid="reset-password" {...form.register("password")} />
        </FormField>
        <FormField label={t("login.confirmPassword")} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" data-testid="reset-confirm" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending} data-testid="reset-submit">
          {t("login.savePassword")}
        </Button>
        <ResendCodeButton onResend={() => resend.mutateAsync({ challenge: challenge.challenge })} />
      </form>
    </Stack>
  );
}
