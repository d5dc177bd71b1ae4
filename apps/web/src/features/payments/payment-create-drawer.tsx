import { Checkbox, Input, NativeSelect, SegmentGroup, SimpleGrid, Textarea } from "@chakra-ui/react";
import { hiddenPaymentTypes } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import { PAYMENT_DIRECTIONS, ZPaymentCreateSchema } from "@amlak/schemas";
import { useMemo, useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { todayInRiyadh } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { useCategoryNames, useRefreshPayments, useVatRegistered } from "./payment-row.ts";
import { formResolver } from "../../lib/form-resolver.ts";

/** The payment, its due date typed in the user's calendar. */
const createSchema = (date: CalendarDateSchema) => ZPaymentCreateSchema.safeExtend({ due_date: date });
type PaymentInput = z.input<ReturnType<typeof createSchema>>;
type Payment = z.output<ReturnType<typeof createSchema>>;

/** Every few months, up to a year apart (the schema's bounds). */
const REPEAT_PERIODS = Array.from({ length: 12 }, (_, index) => index + 1);

/** An empty select or field is "not given": the optional ids and the repeat are left out rather than sent blank. */
function givenOnly(schemaResolver: Resolver<PaymentInput, unknown, Payment>): Resolver<PaymentInput, unknown, Payment> {
  return (values, context, options) =>
    schemaResolver(
      Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "" && value !== undefined)) as PaymentInput,
      context,
      options,
    );
}

/**
 * Records a manual income or expense (SCREENS "Add income / expense, with repeat"): category, amount, whether it
 * includes VAT, due date, unit and comment; with repeat, `repeat_count` payments `repeat_period` months apart.
 */
export function PaymentCreateDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const vatRegistered = useVatRegistered();
  const { categories } = useCategoryNames();
  const units = trpc.realEstates.find.useQuery({});
  const refresh = useRefreshPayments();
  const [repeating, setRepeating] = useState(false);
  const calendar = useUserCalendar();
  const resolver = useMemo(() => givenOnly(formResolver(createSchema(calendar.schema))), [calendar.schema]);
  const form = useForm<PaymentInput, unknown, Payment>({
    resolver,
    defaultValues: {
      direction: "expense",
      category: "maintenance",
      price: "",
      due_date: calendar.text(todayInRiyadh()),
      real_estate_id: "",
      comment: "",
      repeat_period: "1",
      repeat_count: "12",
    },
  });
  const { errors } = form.formState;
  const create = trpc.payments.create.useMutation({
    onSuccess: async () => {
      await refresh();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const hidden = new Set<string>(user ? hiddenPaymentTypes(user.type) : []);

  const save = (payment: Payment) => {
    // Amounts travel as the exact decimal text the schema read.
    const { repeat_period: _period, ...once } = { ...payment, price: toFixed2(payment.price) };
    create.mutate(repeating ? { ...once, repeat_period: payment.repeat_period } : { ...once, repeat_count: 1 });
  };

  return (
    <RecordDrawer
      title={t("paymentsScreen.create.title")}
      onSubmit={form.handleSubmit(save)}
      saving={create.isPending}
      onClose={onClose}
      testId="payment-create"
    >
      <Controller
        control={form.control}
        name="direction"
        render={({ field }) => (
          <SegmentGroup.Root
            value={field.value}
            onValueChange={(details) => details.value && field.onChange(details.value)}
            data-testid="create-direction"
            aria-label={t("paymentsScreen.create.direction")}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={PAYMENT_DIRECTIONS.map((direction) => ({
                value: direction,
                label: t(`paymentsScreen.direction.${direction}`),
              }))}
            />
          </SegmentGroup.Root>
        )}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t("paymentsScreen.create.category")} error={errors.category?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="create-category" {...form.register("category")}>
              {categories
                .filter((category) => !hidden.has(category.code))
                .map((category) => (
                  <option key={category.code} value={category.code}>
                    {category.name}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t("paymentsScreen.create.amount")} error={errors.price?.message}>
          <Input dir="ltr" inputMode="decimal" autoComplete="off" data-testid="create-price" {...form.register("price")} />
        </FormField>
        <FormField label={t("paymentsScreen.create.dueDate")} error={errors.due_date?.message}>
          <Controller
            control={form.control}
            name="due_date"
            render={({ field }) => <DateInput {...field} value={String(field.value ?? "")} data-testid="create-due-date" />}
          />
        </FormField>
        <FormField label={t("paymentsScreen.create.unit")} error={errors.real_estate_id?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="create-unit" {...form.register("real_estate_id")}>
              <option value="">{t("paymentsScreen.create.noUnit")}</option>
              {units.data?.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      {vatRegistered && (
        <Controller
          control={form.control}
          name="vat_included"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value === true}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              data-testid="create-vat-included"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} name={field.name} />
              <Checkbox.Control />
              <Checkbox.Label>{t("paymentsScreen.create.vatIncluded")}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      )}
      <FormField label={t("paymentsScreen.create.comment")} error={errors.comment?.message}>
        <Textarea rows={2} data-testid="create-comment" {...form.register("comment")} />
      </FormField>
      <Checkbox.Root checked={repeating} onCheckedChange={(details) => setRepeating(details.checked === true)} data-testid="create-repeat">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("paymentsScreen.create.repeat")}</Checkbox.Label>
      </Checkbox.Root>
      {repeating && (
        <SimpleGrid columns={2} gap="4">
          <FormField label={t("paymentsScreen.create.repeatPeriod")} error={errors.repeat_period?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="create-repeat-period" {...form.register("repeat_period")}>
                {REPEAT_PERIODS.map((months) => (
                  <option key={months} value={months}>
                    {t("paymentsScreen.create.everyMonths", { count: months })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t("paymentsScreen.create.repeatCount")} error={errors.repeat_count?.message}>
            <Input dir="ltr" inputMode="numeric" autoComplete="off" data-testid="create-repeat-count" {...form.register("repeat_count")} />
          </FormField>
        </SimpleGrid>
      )}
    </RecordDrawer>
  );
}
