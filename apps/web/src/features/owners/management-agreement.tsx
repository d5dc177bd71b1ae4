import { Button, Checkbox, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { toFixed2 } from "@amlak/money";
import { MANAGEMENT_FEE_KINDS, PAYMENT_CATEGORIES, ZManagementAgreementSchema } from "@amlak/schemas";
import { Pencil } from "lucide-react";
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";

type Agreement = NonNullable<RouterOutputs["owners"]["agreement"]>;

const agreementSchema = (date: CalendarDateSchema) => ZManagementAgreementSchema.safeExtend({ effective_from: date });
type AgreementInput = z.input<ReturnType<typeof agreementSchema>>;
type AgreementOutput = z.output<ReturnType<typeof agreementSchema>>;

/** The lessor's management agreement as a card (the fee, the expenses charged to them, from when), with Edit. */
export function ManagementAgreementCard({ lessorId, mayWrite }: { lessorId: string; mayWrite: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { nameOf } = useCategoryNames();
  const agreement = trpc.owners.agreement.useQuery({ lessor_id: lessorId });
  const [editing, setEditing] = useState(false);
  if (!agreement.isSuccess) return <Skeleton height="16" rounded="xl" />;
  const data = agreement.data;
  return (
    <Stack gap="2" borderWidth="1px" rounded="xl" p="4" bg="bg" data-testid="management-agreement">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{t("owners.agreement.title")}</Text>
        {mayWrite && (
          <Button size="xs" variant="outline" onClick={() => setEditing(true)} data-testid="management-agreement-edit">
            <Pencil /> {t(data ? "owners.agreement.edit" : "owners.agreement.set")}
          </Button>
        )}
      </HStack>
      {data ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" textStyle="sm">
          <Stack gap="0">
            <Text color="fg.muted">{t("owners.agreement.feeKind")}</Text>
            <Text data-testid="management-agreement-fee">
              {data.fee_kind === "percent" ? (
                t("owners.agreement.fee.percent", { value: data.fee_value.toString() })
              ) : (
                <>{t("owners.agreement.fee.fixed", { amount: format.money(data.fee_value) })}</>
              )}
            </Text>
          </Stack>
          <Stack gap="0">
            <Text color="fg.muted">{t("owners.agreement.expenses")}</Text>
            <Text>
              {data.expense_categories.length
                ? data.expense_categories.map((code) => nameOf(code)).join(" · ")
                : t("owners.agreement.noExpenses")}
            </Text>
          </Stack>
          <Stack gap="0">
            <Text color="fg.muted">{t("owners.agreement.effectiveFrom")}</Text>
            <Figure>{format.date(data.effective_from)}</Figure>
          </Stack>
        </SimpleGrid>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t("owners.agreement.none")}
        </Text>
      )}
      {editing && <ManagementAgreementDrawer lessorId={lessorId} agreement={data} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/** Sets or changes the lessor's management agreement (SCREENS "Forms": a side drawer). */
function ManagementAgreementDrawer({
  lessorId,
  agreement,
  onClose,
}: {
  lessorId: string;
  agreement: Agreement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const calendar = useUserCalendar();
  const { nameOf } = useCategoryNames();
  const utils = trpc.useUtils();
  const schema = useMemo(() => agreementSchema(calendar.schema), [calendar.schema]);
  const form = useForm<AgreementInput, unknown, AgreementOutput>({
    resolver: formResolver(schema),
    defaultValues: {
      lessor_id: lessorId,
      fee_kind: agreement?.fee_kind ?? "percent",
      fee_value: agreement?.fee_value.toString() ?? "",
      expense_categories: agreement?.expense_categories ?? ["maintenance"],
      effective_from: calendar.text(agreement?.effective_from ?? `${todayInRiyadh().slice(0, 7)}-01`),
    },
  });
  const { errors } = form.formState;
  const feeKind = useWatch({ control: form.control, name: "fee_kind" });
  const save = trpc.owners.saveAgreement.useMutation({
    onSuccess: async () => {
      toaster.create({ type: "success", title: t("owners.agreement.saved") });
      await Promise.all([utils.owners.agreement.invalidate(), utils.owners.proposal.invalidate()]);
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const submit = (values: AgreementOutput) => save.mutate({ ...values, fee_value: toFixed2(values.fee_value) });

  return (
    <RecordDrawer
      title={t("owners.agreement.title")}
      onSubmit={form.handleSubmit(submit)}
      saving={save.isPending}
      onClose={onClose}
      testId="management-agreement"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t("owners.agreement.feeKind")} error={errors.fee_kind?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="management-agreement-kind" {...form.register("fee_kind")}>
              {MANAGEMENT_FEE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`owners.agreement.feeKind.${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t(`owners.agreement.feeValue.${feeKind}`)} error={errors.fee_value?.message}>
          <Input
            dir="ltr"
            inputMode="decimal"
            autoComplete="off"
            data-testid="management-agreement-value"
            {...form.register("fee_value")}
          />
        </FormField>
        <FormField label={t("owners.agreement.effectiveFrom")} error={errors.effective_from?.message}>
          <Controller
            control={form.control}
            name="effective_from"
            render={({ field }) => <DateInput {...field} value={String(field.value ?? "")} data-testid="management-agreement-from" />}
          />
        </FormField>
      </SimpleGrid>
      <FormField label={t("owners.agreement.expenses")} error={errors.expense_categories?.message}>
        <Controller
          control={form.control}
          name="expense_categories"
          render={({ field }) => (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {PAYMENT_CATEGORIES.map((code) => (
                <Checkbox.Root
                  key={code}
                  checked={field.value.includes(code)}
                  onCheckedChange={(details) =>
                    field.onChange(details.checked ? [...field.value, code] : field.value.filter((each) => each !== code))
                  }
                  data-testid={`management-agreement-expense-${code}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{nameOf(code)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          )}
        />
      </FormField>
    </RecordDrawer>
  );
}
