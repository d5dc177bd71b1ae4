import { Alert, Box, Button, Card, HStack, Stack } from "@chakra-ui/react";
import { ZOrganizationGeneralSettingsSchema } from "@amlak/schemas";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { SwitchField } from "../../ui/switch-field.tsx";
import { ContractTermsTemplates } from "./contract-terms-templates.tsx";
import { OnlineRentPayments } from "./online-rent-payments.tsx";
import { OrganizationLoaded, type Organization } from "./organization-loaded.tsx";
import { UpgradeCard } from "./upgrade-card.tsx";
import { ZatcaOnboarding } from "./zatca-onboarding.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";

interface Settings {
  send_sms_reminder: boolean;
  remind_on_due_date: boolean;
  remind_when_overdue: boolean;
  rent_reminder_phone: string;
  preferences: { show_realestate_vacancy_cost: boolean; auto_generate_rent_tax_invoice: boolean };
}

const valuesOf = (org: Organization): Settings => ({
  send_sms_reminder: org.send_sms_reminder,
  remind_on_due_date: org.remind_on_due_date,
  remind_when_overdue: org.remind_when_overdue,
  rent_reminder_phone: org.rent_reminder_phone ?? "",
  preferences: org.preferences,
});

/**
 * General settings (SPEC §2, §4, §5): rent reminders, the preferences, online rent payments, ZATCA e-invoicing and the
 * contract terms templates. Read-only until Edit; what the package does not give stays visible with a lock. Nothing
 * saves before the main information exists.
 */
export function GeneralSettingsTab() {
  const { t } = useTranslation();
  return (
    <OrganizationLoaded>
      {(org, readAt) => (
        <Stack gap="4" maxW="4xl">
          {!org.organization_exists && (
            <Alert.Root status="warning" rounded="xl" data-testid="general-settings-main-missing">
              <Alert.Indicator />
              <Alert.Title>{t("settings.general.mainInformationFirst")}</Alert.Title>
            </Alert.Root>
          )}
          <GeneralSettingsForm key={readAt} org={org} />
          <OnlineRentPayments />
          <ZatcaOnboarding />
          <ContractTermsTemplates />
        </Stack>
      )}
    </OrganizationLoaded>
  );
}

function GeneralSettingsForm({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const paid = trpc.session.authorization.useQuery().data?.subscription.paid ?? false;
  const [editing, setEditing] = useState(false);
  const form = useForm<Settings>({
    resolver: formResolver(ZOrganizationGeneralSettingsSchema) as never,
    defaultValues: valuesOf(org),
    mode: "onBlur",
  });
  const save = trpc.organization.saveGeneralSettings.useMutation({
    onSuccess: (saved) => {
      utils.organization.get.setData(undefined, saved);
      setEditing(false);
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const submit = form.handleSubmit(() => {
    const values = form.getValues();
    const settings: z.input<typeof ZOrganizationGeneralSettingsSchema> = {
      send_sms_reminder: values.send_sms_reminder,
      remind_on_due_date: values.remind_on_due_date,
      remind_when_overdue: values.remind_when_overdue,
      preferences: values.preferences,
      ...(paid ? { rent_reminder_phone: values.rent_reminder_phone } : {}),
    };
    save.mutate(settings);
  });
  const smsReminderOn = useWatch({ control: form.control, name: "send_sms_reminder" });
  const cancel = () => {
    form.reset(valuesOf(org));
    setEditing(false);
  };

  return (
    <Card.Root asChild>
      <form noValidate onSubmit={submit} data-testid="general-settings-form">
        <Card.Header>
          <HStack justify="space-between" gap="3">
            <Card.Title>{t("settings.general.reminders")}</Card.Title>
            {!editing && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(true)}
                disabled={!org.organization_exists}
                data-testid="general-settings-edit"
              >
                <Pencil /> {t("settings.edit")}
              </Button>
            )}
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <Controller
              control={form.control}
              name="send_sms_reminder"
              render={({ field }) => (
                <SwitchField
                  {...field}
                  disabled={!editing}
                  label={t("settings.general.smsReminder")}
                  hint={t("settings.general.smsReminderHint")}
                  data-testid="general-sms-reminder"
                />
              )}
            />
            <ReminderSwitch
              control={form.control}
              editing={editing && smsReminderOn}
              name="remind_on_due_date"
              label={t("settings.general.remindOnDueDate")}
              hint={t("settings.general.remindOnDueDateHint")}
              testId="general-remind-on-due-date"
            />
            <ReminderSwitch
              control={form.control}
              editing={editing && smsReminderOn}
              name="remind_when_overdue"
              label={t("settings.general.remindWhenOverdue")}
              hint={t("settings.general.remindWhenOverdueHint")}
              testId="general-remind-when-overdue"
            />
            {paid ? (
              <ReminderPhone control={form.control} editing={editing} error={form.formState.errors.rent_reminder_phone?.message} />
            ) : (
              <UpgradeCard
                title={t("settings.general.reminderPhoneLocked")}
                upgradeText={t("settings.general.reminderPhoneUpgrade")}
                testId="reminder-phone-locked"
              />
            )}
            <Card.Title as="h3" textStyle="md" pt="2">
              {t("settings.general.preferences")}
            </Card.Title>
            <Preference
              control={form.control}
              editing={editing}
              name="preferences.show_realestate_vacancy_cost"
              allowed={usePackageAllows("REALESTATES", "REALESTATE_VACANCY_COST")}
              label={t("settings.general.vacancyCost")}
              hint={t("settings.general.vacancyCostHint")}
              testId="preference-vacancy-cost"
            />
            <Preference
              control={form.control}
              editing={editing}
              name="preferences.auto_generate_rent_tax_invoice"
              allowed={usePackageAllows("CONTRACTS", "GENERATE_RENT_TAX_INVOICE")}
              label={t("settings.general.autoTaxInvoice")}
              hint={t("settings.general.autoTaxInvoiceHint")}
              testId="preference-auto-tax-invoice"
            />
          </Stack>
        </Card.Body>
        {editing && (
          <Card.Footer justifyContent="flex-end" gap="3">
            <Button variant="outline" onClick={cancel} data-testid="general-settings-cancel">
              {t("settings.cancel")}
            </Button>
            <Button type="submit" colorPalette="brand" loading={save.isPending} data-testid="general-settings-save">
              {t("settings.save")}
            </Button>
          </Card.Footer>
        )}
      </form>
    </Card.Root>
  );
}

function ReminderPhone({ control, editing, error }: { control: Control<Settings>; editing: boolean; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FormField label={t("settings.general.reminderPhone")} error={error} helperText={t("settings.general.reminderPhoneHint")}>
      <Controller
        control={control}
        name="rent_reminder_phone"
        render={({ field }) =>
          editing ? (
            <PhoneInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={9}
              data-testid="general-reminder-phone"
            />
          ) : field.value ? (
            <PhoneNumber phone={field.value} />
          ) : (
            <>{t("settings.notSet")}</>
          )
        }
      />
    </FormField>
  );
}

interface ReminderSwitchProps {
  control: Control<Settings>;
  editing: boolean;
  name: "remind_on_due_date" | "remind_when_overdue";
  label: string;
  hint: string;
  testId: string;
}

/** A notice beyond the SPEC's two reminders, indented under the SMS reminder it depends on. */
function ReminderSwitch({ control, editing, name, label, hint, testId }: ReminderSwitchProps) {
  return (
    <Box ps="8">
      <Controller
        control={control}
        name={name}
        render={({ field }) => <SwitchField {...field} disabled={!editing} label={label} hint={hint} data-testid={testId} />}
      />
    </Box>
  );
}

interface PreferenceProps {
  control: Control<Settings>;
  editing: boolean;
  name: "preferences.show_realestate_vacancy_cost" | "preferences.auto_generate_rent_tax_invoice";
  allowed: boolean;
  label: string;
  hint: string;
  testId: string;
}

/** A preference switch, or (outside the package) the same label locked with the upgrade message (SPEC §6). */
function Preference({ control, editing, name, allowed, label, hint, testId }: PreferenceProps) {
  const { t } = useTranslation();
  if (!allowed)
    return (
      <LockedAction
        label={label}
        upgradeText={t("settings.general.upgradeText")}
        askOwnerText={t("settings.general.askOwnerText")}
        alignSelf="flex-start"
        data-testid={`${testId}-locked`}
      />
    );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SwitchField {...field} disabled={!editing} label={label} hint={hint} data-testid={testId} />}
    />
  );
}
