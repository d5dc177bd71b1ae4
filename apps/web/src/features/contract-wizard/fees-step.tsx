import { Heading, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { CHARGE_FIELDS, ONE_TIME_FIELDS } from "@amlak/domain";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../ui/form-field.tsx";
import { SwitchField } from "../../ui/switch-field.tsx";
import { AmountInput } from "./amount-input.tsx";
import type { WizardForm } from "./use-rent-basis.ts";

/**
 * Step 3: the fees the contract charges besides rent (each may stay empty), whether commission is paid with the rent,
 * then the security deposit and the one-time fees due at signing (issue #23).
 */
export function FeesStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const amountField = (name: (typeof CHARGE_FIELDS)[number] | (typeof ONE_TIME_FIELDS)[number]) => (
    <FormField key={name} label={t(`contractWizard.${name}`)} error={errors[name]?.message} helperText={t(`contractWizard.${name}.hint`)}>
      <Controller
        control={form.control}
        name={name}
        render={({ field: { value, ...field } }) => (
          <AmountInput {...field} value={String(value ?? "")} placeholder="0.00" data-testid={`wizard-${name}`} />
        )}
      />
    </FormField>
  );
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {CHARGE_FIELDS.map(amountField)}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="auto_pay_commission"
        render={({ field }) => (
          <SwitchField
            {...field}
            label={t("contractWizard.auto_pay_commission")}
            hint={t("contractWizard.auto_pay_commission.hint")}
            data-testid="wizard-auto-pay"
          />
        )}
      />
      <Heading as="h3" textStyle="md">
        {t("contractWizard.oneTime")}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {ONE_TIME_FIELDS.map(amountField)}
        <FormField
          label={t("contractWizard.other_fee_label")}
          error={errors.other_fee_label?.message}
          helperText={t("contractWizard.other_fee_label.hint")}
        >
          <Input {...form.register("other_fee_label")} data-testid="wizard-other_fee_label" />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
