import { Button, Checkbox, HStack, IconButton, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { settlementFigures, type SettlementFigures } from "@amlak/domain";
import { checkAmount, toFixed2, type Money } from "@amlak/money";
import { SETTLEMENT_DEDUCTION_KINDS, ZSettlementSchema } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useDeferredValue, useEffect, useMemo } from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { errorText } from "../../lib/app-error.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { PaymentMethodFields } from "../../ui/money-movement-fields.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { useRefreshLease } from "./use-refresh-lease.ts";

type Proposal = RouterOutputs["settlements"]["proposal"];

const settleSchema = (date: CalendarDateSchema) => ZSettlementSchema.omit({ contract_id: true }).safeExtend({ end_on: date });
type SettleInput = z.input<ReturnType<typeof settleSchema>>;
type SettleOutput = z.output<ReturnType<typeof settleSchema>>;

interface Props {
  contract: { id: string; contract_end: string; cancelled_on: string | null };
  onClose: () => void;
}

/** The move-out day a settlement starts from: the cancellation's last day, else today within the lease. */
function firstEnd({ contract_end, cancelled_on }: Props["contract"]): string {
  if (cancelled_on) return cancelled_on;
  const today = todayInRiyadh();
  return today < contract_end ? today : contract_end;
}

/** What the confirmed settlement would record (@amlak/domain settlementFigures), or null while the figures are refused. */
function figuresOf(proposal: Proposal, refund: Money | null, applyDepositToRent: boolean): SettlementFigures | null {
  if (!refund) return null;
  try {
    return settlementFigures(
      {
        rentEarned: proposal.rent_earned,
        rentPaid: proposal.rent_paid,
        unearnedRent: proposal.unearned_rent,
        rentOwed: proposal.rent_owed,
        deductions: proposal.deductions,
        depositReturn: proposal.deposit_return,
        deductionsOwed: proposal.deductions_owed,
        instalments: [],
      },
      proposal.deposit_held,
      { refund, applyDepositToRent },
    );
  } catch {
    return null;
  }
}

const amountOf = (text: unknown): Money | null => {
  const checked = checkAmount(String(text ?? "").trim() || "0", "nonNegative");
  return checked.ok ? checked.value : null;
};

/**
 * Ends a lease and settles it (issue #23): the move-out day, the rent earned to it and the unearned rent to refund
 * (the proposal's, which the manager may lower), deductions from the deposit, whether the deposit pays rent still
 * owed, and how the money goes back; the figures follow each change before it is confirmed.
 */
export function SettleLeaseDrawer({ contract, onClose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const calendar = useUserCalendar();
  const refreshLease = useRefreshLease();
  const schema = useMemo(() => settleSchema(calendar.schema), [calendar.schema]);
  const form = useForm<SettleInput, unknown, SettleOutput>({
    resolver: formResolver(schema),
    defaultValues: {
      end_on: calendar.text(firstEnd(contract)),
      refund: "",
      deductions: [],
      apply_deposit_to_rent: true,
      method: "bankTransfer",
      reference: "",
    },
  });
  const { errors } = form.formState;
  const deductionRows = useFieldArray({ control: form.control, name: "deductions" });
  const [endText, deductionsTyped, refundText, applyDeposit] = useWatch({
    control: form.control,
    name: ["end_on", "deductions", "refund", "apply_deposit_to_rent"],
  });
  const endOn = calendar.day(endText);
  const deductions = useDeferredValue(
    (deductionsTyped ?? []).flatMap((deduction) => {
      const amount = amountOf(deduction.amount);
      return amount?.gt(0) ? [{ kind: deduction.kind, amount: toFixed2(amount), note: String(deduction.note ?? "") }] : [];
    }),
  );
  const proposal = trpc.settlements.proposal.useQuery(
    { contract_id: contract.id, end_on: endOn ?? firstEnd(contract), deductions },
    { enabled: Boolean(endOn), placeholderData: keepPreviousData, retry: false },
  );
  const data = proposal.data;
  // The refund follows the unearned rent until the manager types their own.
  useEffect(() => {
    if (data && !form.getFieldState("refund").isDirty) form.setValue("refund", toFixed2(data.unearned_rent));
  }, [data, form]);
  const figures = data ? figuresOf(data, amountOf(refundText), applyDeposit !== false) : null;

  const settle = trpc.settlements.settle.useMutation({
    onSuccess: async () => {
      toaster.create({ type: "success", title: t("settlement.settled") });
      await refreshLease();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const submit = (values: SettleOutput) =>
    settle.mutate({
      contract_id: contract.id,
      end_on: values.end_on,
      refund: toFixed2(values.refund),
      deductions: values.deductions.map((deduction) => ({ ...deduction, amount: toFixed2(deduction.amount) })),
      apply_deposit_to_rent: values.apply_deposit_to_rent,
      method: values.method,
      reference: values.reference ?? "",
    });

  const figure = (key: string, amount: Money, testId: string, strong = false) => (
    <HStack key={testId} justify="space-between" data-testid={`settlement-${testId}`} fontWeight={strong ? "semibold" : undefined}>
      <Text textStyle="sm">{t(key)}</Text>
      <Figure>{format.money(amount)}</Figure>
    </HStack>
  );

  return (
    <RecordDrawer
      title={t("settlement.dialog.title")}
      onSubmit={form.handleSubmit(submit)}
      saving={settle.isPending}
      onClose={onClose}
      testId="settlement"
      size="lg"
    >
      <Text textStyle="sm" color="fg.muted">
        {t("settlement.dialog.intro")}
      </Text>
      <FormField label={t("settlement.endOn")} error={errors.end_on?.message}>
        <Controller
          control={form.control}
          name="end_on"
          render={({ field }) => <DateInput {...field} value={String(field.value ?? "")} data-testid="settlement-end-on" />}
        />
      </FormField>
      {proposal.isError ? (
        <Text color="fg.error" textStyle="sm" data-testid="settlement-refused">
          {errorText(proposal.error)}
        </Text>
      ) : !data ? (
        <Skeleton height="32" rounded="xl" />
      ) : (
        <Stack gap="2" borderWidth="1px" rounded="xl" p="3" bg="bg.subtle" data-testid="settlement-proposal">
          <Text textStyle="sm" fontWeight="semibold" data-testid="settlement-kind">
            {data.early ? t("settlement.early") : t("settlement.atEnd")}
          </Text>
          {figure("settlement.figure.rentEarned", data.rent_earned, "rent-earned")}
          {figure("settlement.figure.rentPaid", data.rent_paid, "rent-paid")}
          {figure("settlement.figure.unearnedRent", data.unearned_rent, "unearned")}
          {figure("settlement.figure.rentOwed", data.rent_owed, "rent-owed")}
          {figure("settlement.figure.depositHeld", data.deposit_held, "deposit-held")}
          {data.deductions.gt(0) && figure("settlement.figure.deductions", data.deductions.neg(), "deductions")}
          {data.deductions_owed.gt(0) && (
            <Text textStyle="sm" color="fg.warning" data-testid="settlement-deductions-charged">
              {t("settlement.deductionsChargedHint", { amount: format.money(data.deductions_owed) })}
            </Text>
          )}
        </Stack>
      )}
      <FormField
        label={t("settlement.refund")}
        error={errors.refund?.message}
        helperText={data ? t("settlement.refundHint", { amount: format.money(data.unearned_rent) }) : undefined}
      >
        <Input dir="ltr" inputMode="decimal" autoComplete="off" data-testid="settlement-refund" {...form.register("refund")} />
      </FormField>
      <Stack gap="2" data-testid="settlement-deductions">
        <Text fontWeight="semibold" textStyle="sm">
          {t("settlement.deductions")}
        </Text>
        {deductionRows.fields.length === 0 && (
          <Text textStyle="sm" color="fg.muted">
            {t("settlement.deductions.none")}
          </Text>
        )}
        {deductionRows.fields.map((row, k) => (
          <HStack key={row.id} gap="2" align="end" data-testid="settlement-deduction">
            <FormField label={t("settlement.deduction.kind")} error={errors.deductions?.[k]?.kind?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="settlement-deduction-kind" {...form.register(`deductions.${k}.kind`)}>
                  {SETTLEMENT_DEDUCTION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`settlement.deduction.${kind}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t("settlement.deduction.amount")} error={errors.deductions?.[k]?.amount?.message}>
              <Input
                dir="ltr"
                inputMode="decimal"
                autoComplete="off"
                data-testid="settlement-deduction-amount"
                {...form.register(`deductions.${k}.amount`)}
              />
            </FormField>
            <FormField label={t("settlement.deduction.note")} error={errors.deductions?.[k]?.note?.message}>
              <Input autoComplete="off" data-testid="settlement-deduction-note" {...form.register(`deductions.${k}.note`)} />
            </FormField>
            <IconButton aria-label={t("settlement.deductions.remove")} variant="ghost" size="sm" onClick={() => deductionRows.remove(k)}>
              <Trash2 />
            </IconButton>
          </HStack>
        ))}
        <Button
          alignSelf="start"
          variant="outline"
          size="sm"
          onClick={() => deductionRows.append({ kind: "damages", amount: "", note: "" })}
          data-testid="settlement-add-deduction"
        >
          <Plus /> {t("settlement.deductions.add")}
        </Button>
      </Stack>
      {data?.rent_owed.gt(0) && data.deposit_held.gt(0) && (
        <Controller
          control={form.control}
          name="apply_deposit_to_rent"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value !== false}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              data-testid="settlement-apply-deposit"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t("settlement.applyDepositToRent")}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PaymentMethodFields
          form={form}
          names={{ method: "method", reference: "reference" }}
          labels={{ method: t("settlement.method"), reference: t("settlement.reference") }}
          testId="settlement"
        />
      </SimpleGrid>
      {figures && (
        <Stack gap="2" borderWidth="1px" rounded="xl" p="3" data-testid="settlement-outcome">
          {figures.depositApplied.gt(0) && figure("settlement.figure.depositApplied", figures.depositApplied, "deposit-applied")}
          {figure("settlement.figure.depositReturned", figures.depositReturned, "deposit-returned")}
          {figures.rentOwed.gt(0) && figure("settlement.figure.rentOwed", figures.rentOwed, "still-owed")}
          {figures.deductionsCharged.gt(0) &&
            figure("settlement.figure.deductionsCharged", figures.deductionsCharged, "deductions-charged")}
          {figure("settlement.toTenant", figures.refund.plus(figures.depositReturned), "to-tenant", true)}
        </Stack>
      )}
    </RecordDrawer>
  );
}
