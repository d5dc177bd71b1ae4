import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NewContactFields, useNewContact } from "../contacts/new-contact-fields.tsx";

interface Props {
  /** The tenant added, or the existing one chosen instead of a duplicate. */
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** A tenant added without leaving the wizard: name and mobile, the rest later on the contact's page. */
export function NewTenantForm({ onCreated, onCancel }: Props) {
  const { t } = useTranslation();
  const tenant = useNewContact("tenant");
  const submit = async (confirmDuplicate: boolean) => {
    const id = await tenant.save(confirmDuplicate);
    if (id) onCreated(id);
  };

  return (
    <Box asChild borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(false);
        }}
        data-testid="wizard-new-tenant"
      >
        <Text fontWeight="semibold" mb="3">
          {t("contractWizard.tenant.newTitle")}
        </Text>
        <NewContactFields contact={tenant} onChoose={onCreated} onSaveAnyway={() => void submit(true)} testId="wizard-new-tenant" />
        <HStack justify="flex-end" mt="4" gap="3">
          <Button variant="ghost" onClick={onCancel}>
            {t("action.cancel")}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            variant="subtle"
            loading={tenant.create.isPending}
            data-testid="wizard-new-tenant-save"
          >
            {t("contractWizard.tenant.add")}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
