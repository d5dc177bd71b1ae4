import { Button, Checkbox, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { toFixed2 } from "@amlak/money";
import { MANAGEMENT_FEE_KINDS, PAYMENT_CATEGORIES, ZManagementTermsSchema } from "@amlak/schemas";
import { Pencil, Undo2 } from "lucide-react";
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
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Figure } from "../../ui/data-table.tsx";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";

type Agreement = Omit<NonNullable<RouterOutputs["owners"]["agreement"]>, "lessor_id">;
/** Whose agreement: a lessor's (for their properties without their own), or one property's own. */
type Subject = { lessorId: string } | { realEstateId: string };

const agreementSchema = (date: CalendarDateSchema) => ZManagementTermsSchema.safeExtend({ effective_from: date });
type AgreementInput = z.input<ReturnType<typeof agreementSchema>>;
type AgreementOutput = z.output<ReturnType<typeof agreementSchema>>;

/** The lessor's management agreement as a card (the fee, the expenses charged to them, from when), with Edit, and their properties on agreements of their own. */
export function ManagementAgreementCard({ lessorId, mayWrite }: { lessorId: string; mayWrite: boolean }) {
  const { t } = useTranslation();
  const agreement = trpc.owners.agreement.useQuery({ lessor_id: lessorId });
  const properties = trpc.owners.propertyAgreements.useQuery({ lessor_id: lessorId });
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
        <AgreementTerms agreement={data} />
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t("owners.agreement.none")}
        </Text>
      )}
      {properties.data && properties.data.length > 0 && (
        <Stack gap="1" borderTopWidth="1px" pt="2" textStyle="sm" data-testid="management-agreement-properties">
          <Text color="fg.muted">{t("owners.agreement.properties")}</Text>
          {properties.data.map((property) => (
            <HStack key={property.real_estate_id} gap="2" wrap="wrap">
              <RouterLink href={`/Properties/${property.real_estate_id}?tab=details`}>{property.title}</RouterLink>
              <Text color="fg.muted">
                <FeeText agreement={property} />
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      {editing && <ManagementAgreementDrawer subject={{ lessorId }} agreement={data} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/**
 * A property's own management agreement (a compound, or a unit standing alone), on its page: its terms, or that the
 * property follows its lessor's; Set or Edit, and Use the lessor's to remove it.
 */
export function PropertyAgreementCard({ realEstateId, mayWrite }: { realEstateId: string; mayWrite: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const agreement = trpc.owners.propertyAgreement.useQuery({ real_estate_id: realEstateId });
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = trpc.owners.removePropertyAgreement.useMutation({
    onSuccess: async () => {
      toaster.create({ type: "success", title: t("owners.agreement.property.removed") });
      setRemoving(false);
      await invalidateAgreements(utils);
    },
  });
  if (!agreement.isSuccess) return <Skeleton height="16" rounded="xl" />;
  const data = agreement.data;
  return (
    <Stack gap="2" borderWidth="1px" rounded="xl" p="4" bg="bg" data-testid="property-agreement">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{t("owners.agreement.title")}</Text>
        {mayWrite && (
          <HStack gap="2">
            {data && (
              <Button size="xs" variant="ghost" onClick={() => setRemoving(true)} data-testid="property-agreement-remove">
                <Undo2 /> {t("owners.agreement.property.useLessors")}
              </Button>
            )}
            <Button size="xs" variant="outline" onClick={() => setEditing(true)} data-testid="property-agreement-edit">
              <Pencil /> {t(data ? "owners.agreement.edit" : "owners.agreement.set")}
            </Button>
          </HStack>
        )}
      </HStack>
      {data ? (
        <AgreementTerms agreement={data} />
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t("owners.agreement.property.none")}
        </Text>
      )}
      {editing && <ManagementAgreementDrawer subject={{ realEstateId }} agreement={data} onClose={() => setEditing(false)} />}
      {removing && (
        <ConfirmDialog
          title={t("owners.agreement.property.useLessors")}
          confirmLabel={t("owners.agreement.property.useLessors")}
          destructive
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ real_estate_id: realEstateId })}
          onClose={() => setRemoving(false)}
          testId="property-agreement-remove-dialog"
        >
          {t("owners.agreement.property.removeQuestion")}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

const invalidateAgreements = (utils: ReturnType<typeof trpc.useUtils>) =>
  Promise.all([
    utils.owners.agreement.invalidate(),
    utils.owners.propertyAgreement.invalidate(),
    utils.owners.propertyAgreements.invalidate(),
    utils.owners.proposal.invalidate(),
  ]);

function FeeText({ agreement }: { agreement: Pick<Agreement, "fee_kind" | "fee_value"> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return agreement.fee_kind === "percent"
    ? t("owners.agreement.fee.percent", { value: agreement.fee_value.toString() })
    : t("owners.agreement.fee.fixed", { amount: format.money(agreement.fee_value) });
}

/** An agreement's fee, the expenses it charges to the owner, and from when. */
function AgreementTerms({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { nameOf } = useCategoryNames();
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" textStyle="sm">
      <Stack gap="0">
        <Text color="fg.muted">{t("owners.agreement.feeKind")}</Text>
        <Text data-testid="management-agreement-fee">
          <FeeText agreement={agreement} />
        </Text>
      </Stack>
      <Stack gap="0">
        <Text color="fg.muted">{t("owners.agreement.expenses")}</Text>
        <Text>
          {agreement.expense_categories.length
            ? agreement.expense_categories.map((code) => nameOf(code)).join(" · ")
            : t("owners.agreement.noExpenses")}
        </Text>
      </Stack>
      <Stack gap="0">
        <Text color="fg.muted">{t("owners.agreement.effectiveFrom")}</Text>
        <Figure>{format.date(agreement.effective_from)}</Figure>
      </Stack>
    </SimpleGrid>
  );
}

/** Sets or changes a lessor's or a property's management agreement (SCREENS "Forms": a side drawer). */
function ManagementAgreementDrawer({
  subject,
  agreement,
  onClose,
}: {
  subject: Subject;
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
      fee_kind: agreement?.fee_kind ?? "percent",
      fee_value: agreement?.fee_value.toString() ?? "",
      expense_categories: agreement?.expense_categories ?? ["maintenance"],
      effective_from: calendar.text(agreement?.effective_from ?? `${todayInRiyadh().slice(0, 7)}-01`),
    },
  });
  const { errors } = form.formState;
  const feeKind = useWatch({ control: form.control, name: "fee_kind" });
  const handlers = {
    onSuccess: async () => {
      toaster.create({ type: "success", title: t("owners.agreement.saved") });
      await invalidateAgreements(utils);
      onClose();
    },
    onError: (error: unknown) => showServerFieldErrors(error, form.setError),
  };
  const saveLessors = trpc.owners.saveAgreement.useMutation(handlers);
  const saveProperty = trpc.owners.savePropertyAgreement.useMutation(handlers);
  const submit = (values: AgreementOutput) => {
    const terms = { ...values, fee_value: toFixed2(values.fee_value) };
    if ("lessorId" in subject) saveLessors.mutate({ ...terms, lessor_id: subject.lessorId });
    else saveProperty.mutate({ ...terms, real_estate_id: subject.realEstateId });
  };

  return (
    <RecordDrawer
      title={t("owners.agreement.title")}
      onSubmit={form.handleSubmit(submit)}
      saving={saveLessors.isPending || saveProperty.isPending}
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
