import { Button, Group, HStack, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CONTRACT_INTERVALS, endAfterYears } from "@amlak/domain";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { SwitchField } from "../../ui/switch-field.tsx";
import { AmountInput } from "./amount-input.tsx";
import type { RentBasis, WizardForm } from "./use-rent-basis.ts";

const PRESET_YEARS = [1, 2, 3] as const;

interface Props {
  form: WizardForm;
  rent: RentBasis;
  vatRegistered: boolean;
}

/** Step 2: the period (typed, picked, or 1 / 2 / 3 years from the start), the payment interval, the rent and VAT. */
export function PeriodStep({ form, rent, vatRegistered }: Props) {
  const { t } = useTranslation();
  const calendar = useUserCalendar();
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: ["contract_start", "contract_end"] });
  const [start, end] = typed.map(calendar.day);

  const applyPreset = (years: number) => {
    if (start) form.setValue("contract_end", calendar.text(endAfterYears(start, years)), { shouldValidate: true, shouldDirty: true });
  };

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {(["contract_start", "contract_end"] as const).map((name, k) => (
          <FormField
            key={name}
            label={t(`contractWizard.${name}`)}
            error={errors[name]?.message}
            helperText={calendar.other(typed[k]!) ?? t("contractWizard.date.hint")}
          >
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <DateInput {...field} invalid={Boolean(errors[name])} data-testid={`wizard-${name.replace("contract_", "")}`} />
              )}
            />
          </FormField>
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {t("contractWizard.preset")}
        </Text>
        <Group attached>
          {PRESET_YEARS.map((years) => (
            <Button
              key={years}
              size="sm"
              variant={start && end === endAfterYears(start, years) ? "solid" : "outline"}
              colorPalette="brand"
              disabled={!start}
              onClick={() => applyPreset(years)}
              data-testid={`wizard-preset-${years}`}
            >
              {t("contractWizard.preset.years", { count: years })}
            </Button>
          ))}
        </Group>
      </HStack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={t("contractWizard.interval")} error={errors.contract_interval?.message}>
          <Controller
            control={form.control}
            name="contract_interval"
            render={({ field: { value, ...field } }) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...field} value={String(value)} data-testid="wizard-interval">
                  {CONTRACT_INTERVALS.map(({ months }) => (
                    <option key={months} value={String(months)}>
                      {t(`contractWizard.interval.${months}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField
          label={t("contractWizard.yearlyRent")}
          error={rent.yearlyError ?? undefined}
          helperText={t("contractWizard.yearlyRent.hint")}
        >
          <AmountInput value={rent.yearly} onChange={(event) => rent.typeYearly(event.target.value)} data-testid="wizard-yearly-rent" />
        </FormField>
        <FormField label={t("contractWizard.price")} error={errors.price?.message} helperText={t("contractWizard.price.hint")}>
          <Controller
            control={form.control}
            name="price"
            render={({ field: { value, onChange, ...field } }) => (
              <AmountInput
                {...field}
                value={String(value ?? "")}
                onChange={(event) => {
                  rent.typeTotal();
                  onChange(event.target.value);
                }}
                data-testid="wizard-price"
              />
            )}
          />
        </FormField>
      </SimpleGrid>

      <Controller
        control={form.control}
        name="is_taxable"
        render={({ field }) => (
          <SwitchField
            {...field}
            label={t("contractWizard.taxable")}
            hint={t(vatRegistered ? "contractWizard.taxable.hint" : "contractWizard.taxable.notRegistered")}
            data-testid="wizard-taxable"
          />
        )}
      />
    </Stack>
  );
}
