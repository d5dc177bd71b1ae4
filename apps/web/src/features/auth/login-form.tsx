import { Button, Input, Stack } from "@chakra-ui/react";
import { ZLoginSchema } from "@amlak/schemas";
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

type LoginInput = z.input<typeof ZLoginSchema>;
type Login = z.output<typeof ZLoginSchema>;

/** Phone and password; a correct pair sends a code by SMS. */
export function LoginForm({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTranslation();
  const form = useForm<LoginInput, unknown, Login>({
    resolver: formResolver(ZLoginSchema),
    defaultValues: { phone: "", password: "" },
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: onChallenge,
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const { errors } = form.formState;

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <FormField label={t("login.phone")} error={errors.phone?.message}>
          <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput {...field} data-testid="login-phone" />} />
        </FormField>
        <FormField label={t("login.password")} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" data-testid="login-password" {...form.register("password")} />
        </FormField>
        <RouterLink href="/forget-password" fontSize="sm" color="brand.fg" alignSelf="flex-start">
          {t("login.forgotPassword")}
        </RouterLink>
        <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending} data-testid="login-submit">
          {t("login.login")}
        </Button>
        <RouterLink href="/login?section=register" fontSize="sm" alignSelf="center" data-testid="to-signup">
          {t("login.noAccount")}
        </RouterLink>
      </form>
    </Stack>
  );
}
