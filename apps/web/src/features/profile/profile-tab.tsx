import { Button, Card, DataList, HStack, Input, SegmentGroup, Skeleton, Stack, Text } from "@chakra-ui/react";
import { DATE_TYPES, ZProfileUpdateSchema } from "@amlak/schemas";
import { LANGUAGES } from "@amlak/i18n";
import { MailCheck, Pencil, Smartphone } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "wouter";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { FormField } from "../../ui/form-field.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PhoneChangeDialog } from "./phone-change-dialog.tsx";
import { TimeZoneSelect } from "./time-zone-select.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";

type Profile = RouterOutputs["profile"]["get"];
type ProfileForm = z.input<typeof ZProfileUpdateSchema>;

const formOf = (profile: Profile): ProfileForm => ({
  name: profile.name,
  email: profile.email ?? "",
  lang: profile.lang,
  dateType: profile.dateType,
  timezone: profile.timezone,
});

/**
 * The saved profile becomes the session's user at once: the whole app follows its language and calendar, and the
 * shell its name.
 */
function useSaveProfile(onSaved?: () => void) {
  const utils = trpc.useUtils();
  return trpc.profile.update.useMutation({
    onSuccess: ({ timezone: _timezone, ...user }) => {
      sessionStore.setUser(user);
      sessionStore.setLang(user.lang);
      utils.profile.get.setData(undefined, { ...user, timezone: _timezone });
      onSaved?.();
    },
  });
}

/** SPEC §3 User profile: read-only until Edit; Save or Cancel (SPEC §4 settings pattern). */
export function ProfileTab() {
  const { t } = useTranslation();
  const profile = trpc.profile.get.useQuery();
  if (profile.error) {
    return (
      <LoadError
        title={t("profile.loadError")}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        testId="profile"
      />
    );
  }
  if (!profile.data) return <Skeleton height="60" rounded="xl" />;
  return (
    <Stack gap="5" maxW="3xl">
      <Details profile={profile.data} />
      <Preferences profile={profile.data} />
    </Stack>
  );
}

function Details({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);
  const form = useForm<ProfileForm>({ resolver: formResolver(ZProfileUpdateSchema), values: formOf(profile), mode: "onBlur" });
  const save = useSaveProfile(() => setEditing(false));
  const { errors } = form.formState;
  const cancel = () => {
    form.reset(formOf(profile));
    setEditing(false);
  };

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Card.Title>{t("profile.details")}</Card.Title>
          {!editing && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="profile-edit">
              <Pencil /> {t("profile.edit")}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Stack asChild gap="4">
            <form
              noValidate
              data-testid="profile-form"
              onSubmit={form.handleSubmit(() =>
                save.mutate(form.getValues(), { onError: (error) => showServerFieldErrors(error, form.setError) }),
              )}
            >
              <FormField label={t("profile.name")} error={errors.name?.message}>
                <Input data-testid="profile-name" autoComplete="name" {...form.register("name")} />
              </FormField>
              <FormField label={t("profile.email")} error={errors.email?.message}>
                <Input data-testid="profile-email" type="email" dir="ltr" autoComplete="email" {...form.register("email")} />
              </FormField>
              <FormField label={t("profile.timezone")} error={errors.timezone?.message}>
                <Controller
                  control={form.control}
                  name="timezone"
                  render={({ field }) => <TimeZoneSelect value={field.value} onChange={field.onChange} />}
                />
              </FormField>
              <HStack gap="3">
                <Button type="submit" colorPalette="brand" loading={save.isPending} data-testid="profile-save">
                  {t("profile.save")}
                </Button>
                <Button variant="outline" onClick={cancel} data-testid="profile-cancel">
                  {t("action.cancel")}
                </Button>
              </HStack>
            </form>
          </Stack>
        ) : (
          <DataList.Root orientation="horizontal" gap="3" data-testid="profile-view">
            <Item label={t("profile.name")} testId="profile-view-name">
              {profile.name}
            </Item>
            <Item label={t("profile.phone")} testId="profile-view-phone">
              <HStack gap="3" wrap="wrap">
                <PhoneNumber phone={profile.phone} />
                <Button size="xs" variant="outline" onClick={() => setChangingPhone(true)} data-testid="profile-phone-change">
                  <Smartphone /> {t("profile.phone.change")}
                </Button>
              </HStack>
            </Item>
            <Item label={t("profile.email")} testId="profile-view-email">
              {profile.email ? (
                <HStack gap="3" wrap="wrap">
                  <bdi>{profile.email}</bdi>
                  {!profile.emailConfirmed && (
                    <Button asChild size="xs" variant="outline" data-testid="profile-email-confirm">
                      <RouterLink href="/confirmation">
                        <MailCheck /> {t("confirmation.confirmEmail")}
                      </RouterLink>
                    </Button>
                  )}
                </HStack>
              ) : (
                "—"
              )}
            </Item>
            <Item label={t("profile.role")} testId="profile-view-role">
              {t(`profile.role.${profile.type}`)}
            </Item>
            <Item label={t("profile.timezone")} testId="profile-view-timezone">
              <bdi>{profile.timezone}</bdi>
            </Item>
          </DataList.Root>
        )}
      </Card.Body>
      {changingPhone && <PhoneChangeDialog onClose={() => setChangingPhone(false)} />}
    </Card.Root>
  );
}

function Item({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <DataList.Item data-testid={testId}>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Language and date type, saved and applied as soon as they are chosen. */
function Preferences({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const choose = (change: Partial<ProfileForm>) => save.mutate({ ...formOf(profile), ...change });
  const segments = <Value extends string>(name: string, values: readonly Value[], value: Value, onChoose: (value: Value) => void) => (
    <FormField label={t(`profile.${name}`)}>
      <SegmentGroup.Root
        size="sm"
        value={value}
        disabled={save.isPending}
        onValueChange={(details) => details.value && details.value !== value && onChoose(details.value as Value)}
        data-testid={`profile-${name}`}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={values.map((item) => ({ value: item, label: t(`profile.${name}.${item}`) }))} />
      </SegmentGroup.Root>
    </FormField>
  );
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          {segments("lang", LANGUAGES, profile.lang, (lang) => choose({ lang }))}
          {segments("dateType", DATE_TYPES, profile.dateType, (dateType) => choose({ dateType }))}
          <Text textStyle="sm" color="fg.muted">
            {t("profile.appliesAtOnce")}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
