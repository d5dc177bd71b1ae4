import { Alert, Button, Card, Input, Stack, Text } from "@chakra-ui/react";
import { ZPasswordChangeSchema } from "@amlak/schemas";
import { KeyRound, LogOut } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { formResolver } from "../../lib/form-resolver.ts";

type PasswordForm = z.input<typeof ZPasswordChangeSchema>;
const EMPTY: PasswordForm = { currentPassword: "", password: "", confirmPassword: "" };

/** The password (SPEC §5: at least 8 characters, confirmed) and signing out of every device. */
export function SecurityTab() {
  return (
    <Stack gap="5" maxW="3xl">
      <ChangePassword />
      <SignOutEverywhere />
    </Stack>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordForm>({ resolver: formResolver(ZPasswordChangeSchema), defaultValues: EMPTY, mode: "onBlur" });
  // Every session ended with the change; this device carries on with the new one the server started for it.
  const change = trpc.profile.changePassword.useMutation({
    onSuccess: (tokens) => {
      sessionStore.setTokens(tokens);
      form.reset(EMPTY);
      setChanged(true);
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const { errors } = form.formState;
  const password = (name: keyof PasswordForm, autoComplete: string) => (
    <Input type="password" dir="ltr" autoComplete={autoComplete} data-testid={`profile-${name}`} {...form.register(name)} />
  );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t("profile.password.title")}</Card.Title>
        <Card.Description>{t("profile.password.lead")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4" maxW="md">
          <form
            noValidate
            data-testid="profile-password-form"
            onSubmit={form.handleSubmit(() => {
              setChanged(false);
              change.mutate(form.getValues());
            })}
          >
            {changed && (
              <Alert.Root status="success" data-testid="profile-password-changed">
                <Alert.Indicator />
                <Alert.Title>{t("profile.password.changed")}</Alert.Title>
              </Alert.Root>
            )}
            <FormField label={t("profile.password.current")} error={errors.currentPassword?.message}>
              {password("currentPassword", "current-password")}
            </FormField>
            <FormField label={t("profile.password.new")} error={errors.password?.message}>
              {password("password", "new-password")}
            </FormField>
            <FormField label={t("profile.password.confirm")} error={errors.confirmPassword?.message}>
              {password("confirmPassword", "new-password")}
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={change.isPending}
              data-testid="profile-password-save"
            >
              <KeyRound /> {t("profile.password.save")}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const signOut = trpc.profile.signOutEverywhere.useMutation({
    onSuccess: () => {
      sessionStore.clear();
      navigate("/login", { replace: true });
    },
  });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t("profile.signOutAll.title")}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" align="flex-start">
          <Text color="fg.muted">{t("profile.signOutAll.lead")}</Text>
          <Button colorPalette="red" variant="outline" onClick={() => setAsking(true)} data-testid="profile-sign-out-all">
            <LogOut /> {t("profile.signOutAll.action")}
          </Button>
        </Stack>
      </Card.Body>
      {asking && (
        <ConfirmDialog
          title={t("profile.signOutAll.title")}
          confirmLabel={t("profile.signOutAll.action")}
          destructive
          loading={signOut.isPending}
          onConfirm={() => signOut.mutate()}
          onClose={() => setAsking(false)}
          testId="profile-sign-out-all-dialog"
        >
          {t("profile.signOutAll.question")}
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}
