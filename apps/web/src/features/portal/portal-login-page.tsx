import { Button, Card, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ZPhoneOnlySchema, type TPortalRole } from "@amlak/schemas";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { CodeForm } from "../../ui/code-form.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { ResendCodeButton } from "../../ui/resend-code-button.tsx";
import { PortalLayout } from "./portal-layout.tsx";
import { portalSession } from "./portal-session.ts";

interface Challenge {
  token: string;
  phone: string;
}

/** /tenant/login and /owner/login: the phone on the contact record, then the code texted to it (no password). */
export function PortalLoginPage({ role }: { role: TPortalRole }) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  return (
    <PortalLayout role={role}>
      <Container maxW="md" px="0">
        <Card.Root variant="elevated" rounded="2xl">
          <Card.Body p={{ base: "5", md: "8" }} gap="6">
            <Stack gap="1">
              <Heading size="2xl">{t(`portalScreen.${role}.loginTitle`)}</Heading>
              <Text color="fg.muted">{t(challenge ? "login.verifySubtitle" : `portalScreen.${role}.loginSubtitle`)}</Text>
            </Stack>
            {challenge ? (
              <CodeStep role={role} challenge={challenge} onBack={() => setChallenge(null)} onResent={setChallenge} />
            ) : (
              <PhoneStep role={role} onChallenge={setChallenge} />
            )}
          </Card.Body>
        </Card.Root>
      </Container>
    </PortalLayout>
  );
}

function PhoneStep({ role, onChallenge }: { role: TPortalRole; onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof ZPhoneOnlySchema>, unknown, z.output<typeof ZPhoneOnlySchema>>({
    resolver: formResolver(ZPhoneOnlySchema),
    defaultValues: { phone: "" },
  });
  const login = trpc.portal.login.useMutation({ onError: (error) => showServerFieldErrors(error, form.setError) });

  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={form.handleSubmit(({ phone }) =>
          login.mutate({ phone, role }, { onSuccess: ({ token }) => onChallenge({ token, phone }) }),
        )}
      >
        <FormField label={t("login.phone")} error={form.formState.errors.phone?.message}>
          <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput {...field} data-testid="portal-phone" />} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending} data-testid="portal-send-code">
          {t("portalScreen.sendCode")}
        </Button>
      </form>
    </Stack>
  );
}

function CodeStep({ role, challenge, onBack, onResent }: CodeStepProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const verify = trpc.portal.verify.useMutation({
    onSuccess(session) {
      portalSession.signIn(session);
      navigate(`/${session.role}`, { replace: true });
    },
  });
  // A new code comes with a new challenge; the answer is the same whether or not the phone is known.
  const login = trpc.portal.login.useMutation({ onSuccess: ({ token }) => onResent({ token, phone: challenge.phone }) });

  return (
    <CodeForm
      phone={challenge.phone}
      verifying={verify.isPending}
      onCode={(otp, setError) =>
        verify.mutate({ token: challenge.token, otp }, { onError: (error) => showServerFieldErrors(error, setError) })
      }
    >
      <Text textStyle="sm" color="fg.muted">
        {t(`portalScreen.${role}.noCode`)}
      </Text>
      <HStack justify="space-between" wrap="wrap">
        <Button variant="plain" size="sm" color="brand.fg" onClick={onBack} data-testid="otp-back">
          {t("portalScreen.changePhone")}
        </Button>
        <ResendCodeButton onResend={() => login.mutateAsync({ phone: challenge.phone, role })} />
      </HStack>
    </CodeForm>
  );
}

interface CodeStepProps {
  role: TPortalRole;
  challenge: Challenge;
  onBack: () => void;
  onResent: (next: Challenge) => void;
}
