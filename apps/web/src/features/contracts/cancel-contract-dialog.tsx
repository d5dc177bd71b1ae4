import { HStack, List, Skeleton, Stack, Text } from "@chakra-ui/react";
import { add } from "@amlak/money";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Figure } from "../../ui/data-table.tsx";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { useRefreshLease } from "./use-refresh-lease.ts";

type Payment = RouterOutputs["contracts"]["payments"][number];

/** The contract's last day, typed in the user's calendar. */
const cancellationSchema = (date: CalendarDateSchema) => z.object({ cancelled_on: date });
type CancellationInput = z.input<ReturnType<typeof cancellationSchema>>;
type Cancellation = z.output<ReturnType<typeof cancellationSchema>>;

/**
 * The instalments a cancellation on `lastDay` cancels, as the ledger decides it (paymentsToCancelOnCancellation):
 * the contract's scheduled payments still pending and due after its last day; paid ones and manual ones stay.
 */
const cancelledBy = (payments: readonly Payment[], lastDay: string) =>
  payments.filter((payment) => payment.status === "pending" && payment.payment_type !== null && payment.due_date > lastDay);

interface Props {
  contract: { id: string; tenant_name: string; real_estate_title: string };
  onClose: () => void;
}

/**
 * Cancels a lease (SCREENS "Contract page"): the contract's last day (today unless typed), and before confirming the
 * unpaid instalments due after it, which the cancellation cancels with it; paid ones stay paid.
 */
export function CancelContractDialog({ contract, onClose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { nameOf } = useCategoryNames();
  const refreshLease = useRefreshLease();
  const payments = trpc.contracts.payments.useQuery({ id: contract.id });
  const calendar = useUserCalendar();
  const schema = useMemo(() => cancellationSchema(calendar.schema), [calendar.schema]);
  const form = useForm<CancellationInput, unknown, Cancellation>({
    resolver: formResolver(schema),
    mode: "onBlur",
    defaultValues: { cancelled_on: calendar.text(todayInRiyadh()) },
  });
  const { errors } = form.formState;
  const lastDay = calendar.day(useWatch({ control: form.control, name: "cancelled_on" }));
  const toCancel = lastDay && payments.data ? cancelledBy(payments.data, lastDay) : null;

  const cancel = trpc.contracts.cancel.useMutation({
    // The outcome is toasted by the tRPC feedback link; the page then shows the contract and its instalments cancelled.
    onSuccess: async () => {
      await refreshLease();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const submit = (values: Cancellation) => cancel.mutate({ id: contract.id, cancelled_on: values.cancelled_on });

  return (
    <ConfirmDialog
      title={t("contractsScreen.cancel.title")}
      confirmLabel={t("contractsScreen.cancel.confirm")}
      destructive
      cancelLabel={t("contractsScreen.keep")}
      loading={cancel.isPending}
      disabled={payments.isPending}
      form="cancel-contract-form"
      onClose={onClose}
      testId="cancel-contract-dialog"
      confirmTestId="cancel-contract-confirm"
    >
      <Stack asChild gap="4">
        <form id="cancel-contract-form" noValidate onSubmit={form.handleSubmit(submit)}>
          <Text textStyle="sm" color="fg.muted">
            {contract.tenant_name} · {contract.real_estate_title}
          </Text>
          <FormField
            label={t("contractsScreen.cancel.date")}
            error={errors.cancelled_on?.message}
            helperText={t("contractsScreen.cancel.dateHint")}
          >
            <Controller
              control={form.control}
              name="cancelled_on"
              render={({ field }) => (
                <DateInput
                  {...field}
                  value={String(field.value ?? "")}
                  invalid={Boolean(errors.cancelled_on)}
                  aria-label={t("contractsScreen.cancel.date")}
                  data-testid="cancel-contract-date"
                />
              )}
            />
          </FormField>
          <CancelledInstalments payments={toCancel} loading={payments.isPending} nameOf={nameOf} format={format} />
        </form>
      </Stack>
    </ConfirmDialog>
  );
}

interface InstalmentsProps {
  payments: Payment[] | null;
  loading: boolean;
  nameOf: (code: string) => string;
  format: ReturnType<typeof useFormat>;
}

/** Which instalments the chosen day cancels, each named by type, due date and amount, and their sum. */
function CancelledInstalments({ payments, loading, nameOf, format }: InstalmentsProps) {
  const { t } = useTranslation();
  if (loading) return <Skeleton height="16" />;
  if (!payments) return null;
  if (payments.length === 0) {
    return (
      <Text textStyle="sm" data-testid="cancel-contract-nothing">
        {t("contractsScreen.cancel.nothingToCancel")}
      </Text>
    );
  }
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" p="3" bg="bg.subtle" data-testid="cancel-contract-instalments">
      <Text textStyle="sm" fontWeight="medium">
        {t("contractsScreen.cancel.willCancel", { count: payments.length })}
      </Text>
      <List.Root variant="plain" gap="1" maxH="48" overflowY="auto" textStyle="sm">
        {payments.map((payment) => (
          <List.Item key={payment.id} data-testid="cancel-contract-instalment">
            <HStack justify="space-between" width="full" gap="3">
              <Text as="span">
                {nameOf(payment.payment_type ?? payment.category ?? "")} · <Figure>{format.date(payment.due_date)}</Figure>
              </Text>
              <Figure>{format.money(payment.total)}</Figure>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <HStack justify="space-between" borderTopWidth="1px" pt="2" textStyle="sm" fontWeight="semibold">
        <Text as="span">{t("contractsScreen.cancel.total")}</Text>
        <Figure>{format.money(add(...payments.map((payment) => payment.total)))}</Figure>
      </HStack>
    </Stack>
  );
}
