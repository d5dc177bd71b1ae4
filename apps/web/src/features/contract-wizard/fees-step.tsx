import { SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../ui/form-field.tsx";
import { AmountInput } from "./amount-input.tsx";
import type { WizardForm } from "./use-rent-basis.ts";
import { CHARGE_FIELDS } from "./wizard-form.ts";

/** Step 3: the fees the contract charges besides rent (each may stay empty), and whether commission is paid with the rent. */
export function FeesStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {CHARGE_FIELDS.map((name) => (
          <FormField
            key={name}
            label={t(`contractWizard.${name}`)}
            error={errors[name]?.message}
            helperText={t(`contractWizard.${name}.hint`)}
          >
            <Controller
              control={form.control}
              name={name}
              render={({ field: { value, ...field } }) => (
                <AmountInput {...field} value={String(value ?? "")} placeholder="0.00" data-testid={`wizard-${name}`} />
              )}
            />
          </FormField>
        ))}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="auto_pay_commission"
        render={({ field }) => (
          <Switch.Root
            name={field.name}
            checked={Boolean(field.value)}
            onCheckedChange={(details) => field.onChange(details.checked)}
            colorPalette="brand"
            alignItems="flex-start"
            data-testid="wizard-auto-pay"
          >
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control mt="0.5">
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>
              <Text>{t("contractWizard.auto_pay_commission")}</Text>
              <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                {t("contractWizard.auto_pay_commission.hint")}
              </Text>
            </Switch.Label>
          </Switch.Root>
        )}
      />
    </Stack>
  );
}
