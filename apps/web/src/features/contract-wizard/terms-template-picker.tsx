import { Box, NativeSelect, Text } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import type { WizardForm } from "./use-rent-basis.ts";

/**
 * The contract's terms (SPEC §3 Contract "terms template"): one of the organization's contract terms templates, whose
 * text becomes the terms shown on the contract page.
 */
export function TermsTemplatePicker({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const templates = trpc.templates.list.useQuery({ templateType: "ContractTerms" });
  const chosenId = useWatch({ control: form.control, name: "terms_template_id" });
  const list = templates.data ?? [];
  const chosen = list.find((template) => template.id === chosenId);
  return (
    <Box borderWidth="1px" rounded="lg" p="4">
      <Text fontWeight="semibold" mb="2">
        {t("contractWizard.terms")}
      </Text>
      {templates.data && list.length === 0 ? (
        <Text textStyle="sm" color="fg.muted" data-testid="wizard-terms-template">
          {t("contractWizard.terms.none")}
        </Text>
      ) : (
        <NativeSelect.Root maxW="md">
          <NativeSelect.Field
            aria-label={t("contractWizard.terms")}
            value={chosen?.id ?? ""}
            onChange={(event) => form.setValue("terms_template_id", event.target.value || undefined, { shouldDirty: true })}
            data-testid="wizard-terms-template-select"
          >
            <option value="">{t("contractWizard.terms.noTemplate")}</option>
            {list.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {chosen && (
        <Text textStyle="sm" mt="3" whiteSpace="pre-line" color="fg.muted" data-testid="wizard-terms-template-content">
          {chosen.content}
        </Text>
      )}
    </Box>
  );
}
