import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { ZOtpSchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import type { Challenge } from "./challenge.ts";
import { OtpInput } from "../../ui/otp-input.tsx";
import { ResendCodeButton } from "./resend-code-button.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";

const ZCodeFormSchema = z.object({ otp: ZOtpSchema });
type CodeInput = z.input<typeof ZCodeFormSchema>;
type Code = z.output<typeof ZCodeFormSchema>;

interface Props {
  challenge: Challenge;
  onResent: (next: Challenge) => void;
  onBack: () => void;
}

/** The second step of login and sign-up: the SMS code opens the session. */
export function VerifyCodeStep({ challenge, onResent, onBack }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm<CodeInput, unknown, Code>({ resolver: formResolver(ZCodeFormSchema), defaultValues: { otp: "" } });
  const verify = trpc.auth.verify.useMutation({
    onSuccess(session) {
      sessionStore.signIn(session);
      navigate(session.user.home, { replace: true });
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit(({ otp }) => verify.mutate({ challenge: challenge.challenge, otp }))}>
        <Text color="fg.muted">
          {t("login.codeSent")} <PhoneNumber phone={challenge.phoneMasked} />
        </Text>
        <FormField label={t("login.code")} error={form.formState.errors.otp?.message}>
          <Controller control={form.control} name="otp" render={({ field }) => <OtpInput {...field} autoFocus />} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={verify.isPending} data-testid="otp-submit">
          {t("login.verify")}
        </Button>
        <HStack justify="space-between">
          <Button variant="plain" size="sm" onClick={onBack} data-testid="otp-back">
            {t("action.back")}
          </Button>
          <ResendCodeButton challenge={challenge} onResent={onResent} />
        </HStack>
      </form>
    </Stack>
  );
}
