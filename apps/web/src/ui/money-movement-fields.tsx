import { Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { MANUAL_PAYMENT_METHODS } from "@amlak/schemas";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateInput } from "./date-input.tsx";
import { FormField } from "./form-field.tsx";

/** The form's names of the four fields, for a form that calls them otherwise. */
interface MoneyMovementNames<Values extends FieldValues> {
  amount: Path<Values>;
  date: Path<Values>;
  method: Path<Values>;
  reference: Path<Values>;
}

interface Props<Values extends FieldValues, Output extends FieldValues, Names> {
  form: UseFormReturn<Values, unknown, Output>;
  names: Names;
  /** The fields' labels, translated (a reference's may follow the chosen method). */
  labels: Record<keyof Names, string>;
  /** `<testId>-amount`, `-date`, `-method` and `-reference`. */
  testId: string;
}

const errorOf = <Values extends FieldValues>(form: UseFormReturn<Values, unknown, FieldValues>, name: Path<Values>) =>
  form.getFieldState(name, form.formState).error?.message;

/**
 * The money fields of a drawer that records money moving (a collection voucher, a remittance to an owner): the
 * amount, the day it moved in the user's calendar, how (a manual payment method) and its reference.
 */
export function MoneyMovementFields<Values extends FieldValues, Output extends FieldValues>({
  form,
  names,
  labels,
  testId,
}: Props<Values, Output, MoneyMovementNames<Values>>) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label={labels.amount} error={errorOf(form, names.amount)}>
        <Input dir="ltr" inputMode="decimal" autoComplete="off" data-testid={`${testId}-amount`} {...form.register(names.amount)} />
      </FormField>
      <FormField label={labels.date} error={errorOf(form, names.date)}>
        <Controller
          control={form.control}
          name={names.date}
          render={({ field }) => <DateInput {...field} value={String(field.value ?? "")} data-testid={`${testId}-date`} />}
        />
      </FormField>
      <PaymentMethodFields form={form} names={names} labels={labels} testId={testId} />
    </SimpleGrid>
  );
}

/** How money moved (a manual payment method) and its reference: two fields of a grid, where no amount or day is asked. */
export function PaymentMethodFields<Values extends FieldValues, Output extends FieldValues>({
  form,
  names,
  labels,
  testId,
}: Props<Values, Output, Pick<MoneyMovementNames<Values>, "method" | "reference">>) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={labels.method} error={errorOf(form, names.method)}>
        <NativeSelect.Root>
          <NativeSelect.Field data-testid={`${testId}-method`} {...form.register(names.method)}>
            {MANUAL_PAYMENT_METHODS.map((each) => (
              <option key={each} value={each}>
                {t(`document.paymentMethod.${each}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={labels.reference} error={errorOf(form, names.reference)}>
        <Input dir="auto" autoComplete="off" data-testid={`${testId}-reference`} {...form.register(names.reference)} />
      </FormField>
    </>
  );
}
