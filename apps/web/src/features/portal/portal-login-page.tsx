import { Button, Card, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ZOtpSchema, ZPhoneOnlySchema, type TPortalRole } from "@amlak/schemas";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { OtpInput } from "../../ui/otp-input.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { PortalLayout } from "./portal-layout.tsx";
import { portalSession } from "./portal-session.ts";

const ZCodeFormSchema = z.object({ otp: ZOtpSchema });

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
              <CodeStep role={role} challenge={challenge} onBack={() => setChallenge(null)} />
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

function CodeStep({ role, challenge, onBack }: { role: TPortalRole; challenge: Challenge; onBack: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm<z.input<typeof ZCodeFormSchema>, unknown, z.output<typeof ZCodeFormSchema>>({
    resolver: formResolver(ZCodeFormSchema),
    defaultValues: { otp: "" },
  });
  const verify = trpc.portal.verify.useMutation({
    onSuccess(session) {
      portalSession.signIn(session);
      navigate(`/${session.role}`, { replace: true });
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit(({ otp }) => verify.mutate({ token: challenge.token, otp }))}>
        <Text color="fg.muted">
          {t("login.codeSent")} <PhoneNumber phone={challenge.phone} />
        </Text>
        <FormField label={t("login.code")} error={form.formState.errors.otp?.message}>
          <Controller control={form.control} name="otp" render={({ field }) => <OtpInput {...field} autoFocus />} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={verify.isPending} data-testid="otp-submit">
          {t("login.verify")}
        </Button>
        <HStack justify="space-between" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {t(`portalScreen.${role}.noCode`)}
          </Text>
          <Button variant="plain" size="sm" color="brand.fg" onClick={onBack} data-testid="otp-back">
            {t("portalScreen.changePhone")}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
