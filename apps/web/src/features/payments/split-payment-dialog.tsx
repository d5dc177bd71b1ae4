import { Button, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { addMonthsClamped } from "@amlak/domain";
import { add, checkAmount, money, split, toFixed2, type Money } from "@amlak/money";
import { ZPaymentSplitSchema } from "@amlak/schemas";
import { Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { useUserCalendar, type UserCalendar } from "../../lib/use-user-calendar.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Figure } from "../../ui/data-table.tsx";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { type PaymentRow, useCategoryNames, useRefreshPayments } from "./payment-row.ts";
import { formResolver } from "../../lib/form-resolver.ts";

/** The parts, each due date typed in the user's calendar; how many there may be is kept by the dialog's buttons. */
const partsSchema = (date: CalendarDateSchema) =>
  z.object({ parts: z.array(ZPaymentSplitSchema.shape.parts.element.safeExtend({ due_date: date })) });
type PartsInput = z.input<ReturnType<typeof partsSchema>>;
type Parts = z.output<ReturnType<typeof partsSchema>>;

/** At most as many parts as the server takes. */
const MAX_PARTS = 24;

/** What the parts typed so far add up to; a part not yet a valid amount counts as nothing. */
function allocated(parts: readonly { price?: unknown }[]): Money {
  return add(
    ...parts.map((part) => {
      const checked = checkAmount(typeof part.price === "number" ? part.price : String(part.price ?? ""), "positive");
      return checked.ok ? checked.value : money(0);
    }),
  );
}

/** Two halves a month apart to start with: the first on the payment's due date, the second a month later. */
function firstParts(payment: PaymentRow, calendar: UserCalendar): PartsInput["parts"] {
  const [first, second] = split(payment.price, 2);
  return [
    { due_date: calendar.text(payment.dueDate), price: toFixed2(first!) },
    { due_date: calendar.text(addMonthsClamped(payment.dueDate, 1)), price: toFixed2(second!) },
  ];
}

/**
 * Splits a pending payment into parts, each with its own due date and amount (SCREENS "Split (parts with a live
 * remainder that must reach zero)"). The parts share the payment's amount before VAT; each part's VAT is worked out
 * by the server as for any payment.
 */
export function SplitPaymentDialog({ payment, onClose }: { payment: PaymentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { nameOf } = useCategoryNames();
  const refresh = useRefreshPayments();
  const calendar = useUserCalendar();
  const schema = useMemo(() => partsSchema(calendar.schema), [calendar.schema]);
  const form = useForm<PartsInput, unknown, Parts>({
    resolver: formResolver(schema),
    defaultValues: { parts: firstParts(payment, calendar) },
  });
  const parts = useFieldArray({ control: form.control, name: "parts" });
  const typed = useWatch({ control: form.control, name: "parts" });
  const remainder = payment.price.minus(allocated(typed));
  const balanced = remainder.isZero();
  const splitPayment = trpc.payments.split.useMutation({
    onSuccess: async () => {
      await refresh();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const { errors } = form.formState;

  const addPart = () => {
    const lastDate = calendar.day(String(typed.at(-1)?.due_date ?? "")) ?? payment.dueDate;
    parts.append({ due_date: calendar.text(addMonthsClamped(lastDate, 1)), price: remainder.gt(0) ? toFixed2(remainder) : "" });
  };

  return (
    <ConfirmDialog
      title={t("paymentsScreen.split.title")}
      confirmLabel={t("paymentsScreen.action.split")}
      loading={splitPayment.isPending}
      disabled={!balanced}
      form="split-form"
      onClose={onClose}
      testId="split-dialog"
      confirmTestId="split-confirm"
    >
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          {t("paymentsScreen.split.summary", { type: nameOf(payment.type), dueDate: format.date(payment.dueDate) })}{" "}
          <Figure>{format.money(payment.price)}</Figure>
        </Text>
        <form
          id="split-form"
          noValidate
          onSubmit={form.handleSubmit((input) =>
            splitPayment.mutate({ id: payment.id, parts: input.parts.map((part) => ({ ...part, price: toFixed2(part.price) })) }),
          )}
        >
          <Stack gap="3">
            {parts.fields.map((part, index) => (
              <HStack key={part.id} align="end" gap="2" data-testid="split-part">
                <FormField label={t("paymentsScreen.split.dueDate", { part: index + 1 })} error={errors.parts?.[index]?.due_date?.message}>
                  <Controller
                    control={form.control}
                    name={`parts.${index}.due_date`}
                    render={({ field }) => <DateInput {...field} value={String(field.value ?? "")} data-testid={`split-date-${index}`} />}
                  />
                </FormField>
                <FormField label={t("paymentsScreen.split.amount")} error={errors.parts?.[index]?.price?.message}>
                  <Input
                    dir="ltr"
                    inputMode="decimal"
                    autoComplete="off"
                    data-testid={`split-price-${index}`}
                    {...form.register(`parts.${index}.price`)}
                  />
                </FormField>
                <IconButton
                  variant="ghost"
                  aria-label={t("paymentsScreen.split.removePart", { part: index + 1 })}
                  disabled={parts.fields.length <= 2}
                  onClick={() => parts.remove(index)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            ))}
            <Button
              variant="ghost"
              size="sm"
              alignSelf="start"
              disabled={parts.fields.length >= MAX_PARTS}
              onClick={addPart}
              data-testid="split-add-part"
            >
              <Plus /> {t("paymentsScreen.split.addPart")}
            </Button>
            <HStack
              justify="space-between"
              borderWidth="1px"
              rounded="md"
              px="3"
              py="2"
              colorPalette={balanced ? "green" : "red"}
              bg="colorPalette.subtle"
              aria-live="polite"
              data-testid="split-remainder"
              data-balanced={balanced}
            >
              <Text fontWeight="medium">{t(balanced ? "paymentsScreen.split.balanced" : "paymentsScreen.split.remainder")}</Text>
              <Figure>{format.money(remainder)}</Figure>
            </HStack>
          </Stack>
        </form>
      </Stack>
    </ConfirmDialog>
  );
}
