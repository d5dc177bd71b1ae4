import { Box, Input, SimpleGrid } from "@chakra-ui/react";
import { ZContactSaveSchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formResolver } from "../../lib/form-resolver.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { DuplicateContactAlert, duplicateOf } from "./duplicate-contact.tsx";

type ContactInput = z.input<typeof ZContactSaveSchema>;
type Contact = z.output<typeof ZContactSaveSchema>;

/**
 * A contact added where it is needed (a tenant in the contract wizard, a lessor with a building): name and mobile, the
 * rest later on the contact's page. `save` answers its id once the pickers can list it, or nothing when refused.
 */
export function useNewContact(type: "tenant" | "lessor") {
  const utils = trpc.useUtils();
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: formResolver(ZContactSaveSchema),
    mode: "onTouched",
    defaultValues: { type, name: "", phone: "" },
  });
  const create = trpc.contacts.create.useMutation({ onError: (error) => showServerFieldErrors(error, form.setError) });
  const save = (confirm_duplicate: boolean) =>
    new Promise<string | undefined>((resolve) => {
      const created = async (contact: Contact) => {
        const answer = await create.mutateAsync({ ...contact, confirm_duplicate }).catch(() => undefined);
        if (answer) await utils.contacts.find.invalidate();
        resolve(answer?.id);
      };
      void form.handleSubmit(created, () => resolve(undefined))();
    });
  return { type, form, create, save, duplicate: duplicateOf(create.error) };
}

type NewContact = ReturnType<typeof useNewContact>;

interface Props {
  contact: NewContact;
  /** Chooses the existing contact of the same type a duplicate names, instead of adding a second one. */
  onChoose: (id: string) => void;
  onSaveAnyway: () => void;
  /** Names the fields `<testId>-name` and `<testId>-phone`, and the duplicate alert as DuplicateContactAlert says. */
  testId: string;
}

/** The name and mobile of a new contact; a mobile another contact has offers that one, or saving a second one anyway. */
export function NewContactFields({ contact, onChoose, onSaveAnyway, testId }: Props) {
  const { t } = useTranslation();
  const { errors } = contact.form.formState;
  const { duplicate } = contact;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t("contact.name")} error={errors.name?.message}>
          <Input autoComplete="off" data-testid={`${testId}-name`} {...contact.form.register("name")} />
        </FormField>
        <FormField label={t("contact.field.phone")} error={errors.phone?.message}>
          <Controller
            control={contact.form.control}
            name="phone"
            render={({ field: { value, ...input } }) => (
              <PhoneInput {...input} value={String(value ?? "")} data-testid={`${testId}-phone`} />
            )}
          />
        </FormField>
      </SimpleGrid>
      {duplicate && (
        <Box mt="4">
          <DuplicateContactAlert
            duplicate={duplicate}
            existing={
              duplicate.type === contact.type ? { label: t("contact.duplicate.choose"), onClick: () => onChoose(duplicate.id) } : null
            }
            onSaveAnyway={onSaveAnyway}
            saving={contact.create.isPending}
            testId={testId}
          />
        </Box>
      )}
    </>
  );
}
