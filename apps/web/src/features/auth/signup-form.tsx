import { Button, Input, Stack } from "@chakra-ui/react";
import { ZPasswordConfirmationSchema, ZSignupSchema } from "@amlak/schemas";
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

const ZSignupFormSchema = ZSignupSchema.and(ZPasswordConfirmationSchema);
type SignupInput = z.input<typeof ZSignupFormSchema>;
type Signup = z.output<typeof ZSignupFormSchema>;

/** A new client account; the phone is confirmed by a code before the account exists. */
export function SignupForm({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTranslation();
  const form = useForm<SignupInput, unknown, Signup>({
    resolver: formResolver(ZSignupFormSchema),
    defaultValues: { name: "", phone: "", email: "", password: "", confirmPassword: "" },
  });
  const signup = trpc.auth.signup.useMutation({
    onSuccess: onChallenge,
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const { errors } = form.formState;
  const submit = ({ name, phone, email, password }: Signup) => signup.mutate({ name, phone, email, password });

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <FormField label={t("login.name")} error={errors.name?.message}>
          <Input autoComplete="name" data-testid="signup-name" {...form.register("name")} />
        </FormField>
        <FormField label={t("login.phone")} error={errors.phone?.message}>
          <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput {...field} data-testid="signup-phone" />} />
        </FormField>
        <FormField label={t("login.email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" dir="ltr" data-testid="signup-email" {...form.register("email")} />
        </FormField>
        <FormField label={t("login.password")} error={errors.password?.message} helperText={t("login.passwordHint")}>
          <Input type="password" autoComplete="new-password" data-testid="signup-password" {...form.register("password")} />
        </FormField>
        <FormField label={t("login.confirmPassword")} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" data-testid="signup-confirm" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={signup.isPending} data-testid="signup-submit">
          {t("login.createAccount")}
        </Button>
        <RouterLink href="/login" fontSize="sm" alignSelf="center" data-testid="to-login">
          {t("login.haveAccount")}
        </RouterLink>
      </form>
    </Stack>
  );
}
