import { Box, Button, HStack, Input, SimpleGrid, Text } from "@chakra-ui/react";
import { ZContactSaveSchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { DuplicateContactAlert, duplicateOf } from "../contacts/duplicate-contact.tsx";

type ContactInput = z.input<typeof ZContactSaveSchema>;
type Contact = z.output<typeof ZContactSaveSchema>;

interface Props {
  /** The tenant added, or the existing one chosen instead of a duplicate. */
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/**
 * A tenant added without leaving the wizard: name and mobile, the rest later on the contact's page. A mobile another
 * contact has offers that tenant instead, or saving a second one anyway.
 */
export function NewTenantForm({ onCreated, onCancel }: Props) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: formResolver(ZContactSaveSchema),
    mode: "onTouched",
    defaultValues: { type: "tenant", name: "", phone: "" },
  });
  const create = trpc.contacts.create.useMutation({ onError: (error) => showServerFieldErrors(error, form.setError) });
  const { errors } = form.formState;
  const duplicate = duplicateOf(create.error);

  const submit = (confirm_duplicate: boolean) =>
    form.handleSubmit((contact) =>
      create.mutate(
        { ...contact, confirm_duplicate },
        {
          onSuccess: async ({ id }) => {
            // The tenant list is read again first, so the new tenant is there to be chosen.
            await utils.contacts.find.invalidate();
            onCreated(id);
          },
        },
      ),
    );

  return (
    <Box asChild borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <form noValidate onSubmit={(event) => void submit(false)(event)} data-testid="wizard-new-tenant">
        <Text fontWeight="semibold" mb="3">
          {t("contractWizard.tenant.newTitle")}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t("contact.name")} error={errors.name?.message}>
            <Input autoComplete="off" data-testid="wizard-new-tenant-name" {...form.register("name")} />
          </FormField>
          <FormField label={t("contact.field.phone")} error={errors.phone?.message}>
            <Controller
              control={form.control}
              name="phone"
              render={({ field: { value, ...input } }) => (
                <PhoneInput {...input} value={String(value ?? "")} data-testid="wizard-new-tenant-phone" />
              )}
            />
          </FormField>
        </SimpleGrid>
        {duplicate && (
          <Box mt="4">
            <DuplicateContactAlert
              duplicate={duplicate}
              existing={
                duplicate.type === "tenant" ? { label: t("contact.duplicate.choose"), onClick: () => onCreated(duplicate.id) } : null
              }
              onSaveAnyway={() => void submit(true)()}
              saving={create.isPending}
              testId="wizard-new-tenant"
            />
          </Box>
        )}
        <HStack justify="flex-end" mt="4" gap="3">
          <Button variant="ghost" onClick={onCancel}>
            {t("action.cancel")}
          </Button>
          <Button type="submit" colorPalette="brand" variant="subtle" loading={create.isPending} data-testid="wizard-new-tenant-save">
            {t("contractWizard.tenant.add")}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
