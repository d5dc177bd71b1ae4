import { Alert, Badge, Button, Card, Grid, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { digitsOnly, ZOrganizationMainInformationSchema } from "@amlak/schemas";
import { BadgeCheck, CircleAlert, Pencil } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "wouter";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { OrganizationLoaded, type Organization } from "./organization-loaded.tsx";
import { returnPathOf } from "./main-information-link.ts";
import { OrganizationPaper, PaperLink, type Paper } from "./organization-paper.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";

type MainInformation = z.input<typeof ZOrganizationMainInformationSchema>;

const valuesOf = (org: Organization): MainInformation => ({
  title: org.title ?? "",
  phone: org.phone ?? "",
  address: org.address ?? "",
  commercial_registration_no: org.commercial_registration_no ?? "",
  commercial_registration_no_key_object: org.commercial_registration_no_key_object,
  vat_no: org.vat_no ?? "",
  vat_no_key_object: org.vat_no_key_object,
});

/**
 * Main Information (SPEC §4): the organization read-only with its verification markers, Edit makes it a form, Save
 * creates it the first time and updates it after, Cancel puts back what is saved. A new organization opens on the form,
 * and so does a visit sent by another screen to add what it needs (?return=), which Save goes back to.
 */
export function MainInformationTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returning = returnPathOf(params) !== null;
  const [editing, setEditing] = useState(returning);
  return (
    <OrganizationLoaded>
      {(org) => (
        <Stack gap="4" maxW="4xl">
          {!org.organization_exists && (
            <Alert.Root status="warning" rounded="xl" data-testid="main-information-missing">
              <Alert.Indicator />
              <Alert.Title>{t("settings.main.missing")}</Alert.Title>
            </Alert.Root>
          )}
          {returning && (
            <Alert.Root status="info" rounded="xl" data-testid="main-information-return">
              <Alert.Indicator />
              <Alert.Title>{t("settings.main.returnAfterSave")}</Alert.Title>
            </Alert.Root>
          )}
          {editing || !org.organization_exists ? (
            <MainInformationForm org={org} onDone={() => setEditing(false)} />
          ) : (
            <MainInformationView org={org} onEdit={() => setEditing(true)} />
          )}
        </Stack>
      )}
    </OrganizationLoaded>
  );
}

function Verification({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <Badge colorPalette="green" variant="subtle" data-testid="verified">
      <BadgeCheck size={14} /> {t("settings.verified")}
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle" data-testid="unverified">
      <CircleAlert size={14} /> {t("settings.unverified")}
    </Badge>
  );
}

function MainInformationView({ org, onEdit }: { org: Organization; onEdit: () => void }) {
  const { t } = useTranslation();
  const notSet = t("settings.notSet");
  const rows: { key: string; label: string; value: React.ReactNode; verified?: boolean; paper?: string | null }[] = [
    { key: "title", label: t("settings.main.title"), value: org.title, verified: org.title_verified },
    { key: "phone", label: t("settings.main.phone"), value: org.phone && <PhoneNumber phone={org.phone} /> },
    { key: "address", label: t("settings.main.address"), value: org.address },
    {
      key: "cr",
      label: t("settings.main.commercialRegistrationNo"),
      value: org.commercial_registration_no && <Figure>{org.commercial_registration_no}</Figure>,
      verified: org.commercial_registration_no_verified,
      paper: org.commercial_registration_no_url,
    },
    {
      key: "vat",
      label: t("settings.main.vatNo"),
      value: org.vat_no && <Figure>{org.vat_no}</Figure>,
      verified: org.vat_no_verified,
      paper: org.vat_no_url,
    },
  ];
  return (
    <Card.Root data-testid="main-information">
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Card.Title>{t("settings.tab.MainInformation")}</Card.Title>
          <Button size="sm" variant="outline" onClick={onEdit} data-testid="main-information-edit">
            <Pencil /> {t("settings.edit")}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap="4">
          {rows.map((row) => (
            <Grid key={row.key} templateColumns={{ base: "1fr", md: "14rem 1fr" }} gap="1" data-testid={`main-information-${row.key}`}>
              <Text as="dt" color="fg.muted" textStyle="sm">
                {row.label}
              </Text>
              <HStack as="dd" gap="2" wrap="wrap">
                {row.value || notSet}
                {row.value && row.verified !== undefined && <Verification verified={row.verified} />}
                {row.key === "vat" && org.vat_registered && <Badge variant="outline">{t("settings.main.vatRegistered")}</Badge>}
                {row.paper && <PaperLink url={row.paper} />}
              </HStack>
            </Grid>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function MainInformationForm({ org, onDone }: { org: Organization; onDone: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const [papers, setPapers] = useState<{ vat: Paper; cr: Paper }>({
    vat: { id: org.vat_no_key_object, url: org.vat_no_url },
    cr: { id: org.commercial_registration_no_key_object, url: org.commercial_registration_no_url },
  });
  const [uploads, setUploads] = useState(0);
  const form = useForm<MainInformation>({
    resolver: formResolver(ZOrganizationMainInformationSchema),
    defaultValues: valuesOf(org),
    mode: "onBlur",
  });
  const save = trpc.organization.saveMainInformation.useMutation({
    onSuccess: (saved) => {
      utils.organization.get.setData(undefined, saved);
      // The Main Information needed action (the red dot in the menu) goes with the first save.
      void utils.session.authorization.invalidate();
      void utils.organization.letterhead.invalidate();
      onDone();
      // Sent here by a screen that needed this (the contract stepper's VAT number): back to it.
      const back = returnPathOf(params);
      if (back) navigate(back);
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const cancel = () => {
    form.reset(valuesOf(org));
    setPapers({
      vat: { id: org.vat_no_key_object, url: org.vat_no_url },
      cr: { id: org.commercial_registration_no_key_object, url: org.commercial_registration_no_url },
    });
    onDone();
  };
  const { errors } = form.formState;
  const tracking = (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1));

  return (
    <Card.Root asChild>
      <form
        noValidate
        data-testid="main-information-form"
        onSubmit={form.handleSubmit(() =>
          save.mutate({ ...form.getValues(), vat_no_key_object: papers.vat.id, commercial_registration_no_key_object: papers.cr.id }),
        )}
      >
        <Card.Header>
          <Card.Title>{t("settings.tab.MainInformation")}</Card.Title>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t("settings.main.title")} error={errors.title?.message}>
              <Input data-testid="organization-title" {...form.register("title")} />
            </FormField>
            <FormField label={t("settings.main.phone")} error={errors.phone?.message}>
              <Controller
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <PhoneInput
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    maxLength={9}
                    data-testid="organization-phone"
                  />
                )}
              />
            </FormField>
            <FormField label={t("settings.main.address")} error={errors.address?.message}>
              <Input data-testid="organization-address" {...form.register("address")} />
            </FormField>
            <span />
            <Stack gap="2">
              <FormField
                label={t("settings.main.commercialRegistrationNo")}
                error={errors.commercial_registration_no?.message}
                helperText={t("settings.main.commercialRegistrationHint")}
              >
                <DigitsInput name="commercial_registration_no" maxLength={10} form={form} testId="organization-cr" />
              </FormField>
              <OrganizationPaper
                label={t("settings.main.commercialRegistrationPaper")}
                paper={papers.cr}
                onChange={(cr) => setPapers((current) => ({ ...current, cr }))}
                onUploading={tracking}
                testId="organization-cr-paper"
              />
            </Stack>
            <Stack gap="2">
              <FormField label={t("settings.main.vatNo")} error={errors.vat_no?.message} helperText={t("settings.main.vatNoHint")}>
                <DigitsInput name="vat_no" maxLength={15} form={form} testId="organization-vat" />
              </FormField>
              <OrganizationPaper
                label={t("settings.main.vatPaper")}
                paper={papers.vat}
                onChange={(vat) => setPapers((current) => ({ ...current, vat }))}
                onUploading={tracking}
                testId="organization-vat-paper"
              />
            </Stack>
          </SimpleGrid>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" gap="3">
          {org.organization_exists && (
            <Button variant="outline" onClick={cancel} data-testid="main-information-cancel">
              {t("settings.cancel")}
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={uploads > 0} data-testid="main-information-save">
            {t("settings.save")}
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}

interface DigitsInputProps {
  name: "commercial_registration_no" | "vat_no";
  maxLength: number;
  form: ReturnType<typeof useForm<MainInformation>>;
  testId: string;
}

/** A registration number: Western digits only, cut at its length (SPEC §5 input caps). */
function DigitsInput({ name, maxLength, form, testId }: DigitsInputProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Input
          dir="ltr"
          inputMode="numeric"
          value={String(field.value ?? "")}
          onChange={(event) => field.onChange(digitsOnly(event.target.value, maxLength))}
          onBlur={field.onBlur}
          data-testid={testId}
        />
      )}
    />
  );
}
