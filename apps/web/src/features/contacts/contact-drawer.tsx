import { Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { CONTACT_LANGS, CONTACT_TYPES, MESSAGE_CHANNELS, ZContactSaveSchema } from "@amlak/schemas";
import { useEffect } from "react";
import { Controller, useForm, useWatch, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { DuplicateContactAlert, duplicateOf } from "./duplicate-contact.tsx";
import { BLANK_TAX_DETAILS, isInvoiced, TaxDetailsFields, type TaxDetailsForm } from "./tax-details-fields.tsx";

type ContactInput = z.input<typeof ZContactSaveSchema>;
type Contact = z.output<typeof ZContactSaveSchema>;
type Stored = RouterOutputs["contacts"]["get"];
/** The form's fields: "save anyway" is an answer to the server, not a field. */
type Field = Exclude<keyof ContactInput, "confirm_duplicate">;
type Preference = "preferred_channel" | "lang";
type Values = Record<Exclude<Field, Preference | keyof TaxDetailsForm>, string> & Required<Pick<Contact, Preference>> & TaxDetailsForm;

const TEXT_FIELDS = ["email", "national_id", "unified_no", "national_address", "tag", "emergency_contact", "representative"] as const;
const BLANK = {
  type: "tenant",
  name: "",
  phone: "",
  alternative_phone: "",
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])),
  preferred_channel: "sms",
  lang: "ar",
  ...BLANK_TAX_DETAILS,
} as Values;

const formValues = (stored: Stored): Values =>
  Object.fromEntries(Object.entries(BLANK).map(([field, blank]) => [field, stored[field as keyof Stored] ?? blank])) as Values;

/** Tenants and lessors get messages (reminders, portal invitations): they choose how, and in which language. */
const messaged = (type: string) => type === "tenant" || type === "lessor";

interface Props {
  /** The contact to edit, or "new". */
  id: string;
  onClose: () => void;
  /** After a delete; closing is the default. */
  onDeleted?: () => void;
}

/** Adds or edits a tenant, lessor, agent or vendor with every SPEC §3 field; an existing one can be deleted from here. */
export function ContactDrawer({ id, onClose, onDeleted = onClose }: Props) {
  const { t } = useTranslation();
  const isNew = id === "new";
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const stored = trpc.contacts.get.useQuery({ id }, { enabled: !isNew });
  const form = useForm<ContactInput, unknown, Contact>({ resolver: formResolver(ZContactSaveSchema), defaultValues: BLANK });
  const { errors } = form.formState;
  const [type, email] = useWatch({ control: form.control, name: ["type", "email"] });

  useEffect(() => {
    if (stored.data) form.reset(formValues(stored.data));
  }, [stored.data, form]);

  const done = () => {
    void utils.contacts.invalidate();
    onClose();
  };
  const deleted = () => {
    void utils.contacts.invalidate();
    onDeleted();
  };
  const onError = (error: unknown) => showServerFieldErrors(error, form.setError);
  const create = trpc.contacts.create.useMutation({ onSuccess: done, onError });
  const update = trpc.contacts.update.useMutation({ onSuccess: done, onError });
  // The server refuses a contact a unit or a contract names, and says so.
  const remove = trpc.contacts.delete.useMutation({ onSuccess: deleted });
  const save = (contact: Contact, confirm_duplicate = false) =>
    isNew ? create.mutate({ ...contact, confirm_duplicate }) : update.mutate({ id, ...contact, confirm_duplicate });
  const duplicate = duplicateOf(isNew ? create.error : update.error);

  return (
    <RecordDrawer
      title={t(isNew ? "contact.add" : "contact.edit")}
      loading={!isNew && stored.isPending}
      onSubmit={form.handleSubmit((contact) => save(contact))}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      remove={
        stored.data && {
          label: t("contact.delete"),
          question: t("contact.deleteQuestion", { name: stored.data.name }),
          onConfirm: () => remove.mutateAsync({ id }),
        }
      }
      testId="contact"
    >
      {duplicate && (
        <DuplicateContactAlert
          duplicate={duplicate}
          existing={{ label: t("contact.duplicate.open"), onClick: () => navigate(`/contacts/${duplicate.id}`) }}
          onSaveAnyway={() => void form.handleSubmit((contact) => save(contact, true))()}
          saving={create.isPending || update.isPending}
          testId="contact"
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t("contact.type")} error={errors.type?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="contact-type" {...form.register("type")}>
              {CONTACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`contact.type.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t("contact.name")} error={errors.name?.message}>
          <Input data-testid="contact-name" autoComplete="off" {...form.register("name")} />
        </FormField>
        {(["phone", "alternative_phone"] as const).map((field) => (
          <FormField key={field} label={t(`contact.field.${field}`)} error={errors[field]?.message}>
            <Controller
              control={form.control}
              name={field}
              render={({ field: { value, ...input } }) => (
                <PhoneInput {...input} value={String(value ?? "")} data-testid={`contact-${field}`} />
              )}
            />
          </FormField>
        ))}
        {TEXT_FIELDS.map((field) => (
          <FormField key={field} label={t(`contact.field.${field}`)} error={errors[field]?.message}>
            <Input
              data-testid={`contact-${field}`}
              dir={field === "email" || field === "national_id" || field === "unified_no" ? "ltr" : undefined}
              inputMode={field === "national_id" || field === "unified_no" ? "numeric" : undefined}
              {...form.register(field)}
            />
          </FormField>
        ))}
        {isInvoiced(type) && (
          <TaxDetailsFields
            party={type}
            register={form.register as unknown as UseFormRegister<TaxDetailsForm>}
            errors={errors as FieldErrors<TaxDetailsForm>}
          />
        )}
        {messaged(type) && (
          <>
            <FormField label={t("contact.field.preferred_channel")} error={errors.preferred_channel?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="contact-preferred_channel" {...form.register("preferred_channel")}>
                  {MESSAGE_CHANNELS.map((channel) => (
                    <option key={channel} value={channel} disabled={channel === "email" && !String(email ?? "").trim()}>
                      {t(`messages.channel.${channel}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t("contact.field.lang")} error={errors.lang?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="contact-lang" {...form.register("lang")}>
                  {CONTACT_LANGS.map((lang) => (
                    <option key={lang} value={lang}>
                      {t(`contact.lang.${lang}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </>
        )}
      </SimpleGrid>
    </RecordDrawer>
  );
}
