import { Button, Input, Stack, Text } from "@chakra-ui/react";
import { addDays } from "@amlak/domain";
import { ZQuotationCreateSchema, type TContractCreate } from "@amlak/schemas";
import { FileText } from "lucide-react";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { todayInRiyadh } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { PdfDialog } from "../../ui/pdf-dialog.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import type { WizardForm } from "./use-rent-basis.ts";
import { contractBody } from "./wizard-form.ts";
import { formResolver } from "../../lib/form-resolver.ts";

// A quotation is usually answered within two weeks.
const VALID_DAYS = 14;

/**
 * "Rent quotation" at the review step: the contract's terms offered to a prospective tenant, as a PDF shown in the page. A package
 * without CREATE_QUOTATION keeps the button, locked, with the upgrade message (SCREENS "Gating").
 */
export function QuotationAction({ form, disabled }: { form: WizardForm; disabled: boolean }) {
  const { t } = useTranslation();
  const allowed = usePackageAllows("CONTRACTS", "CREATE_QUOTATION");
  const [terms, setTerms] = useState<TContractCreate | null>(null);
  const [quotation, setQuotation] = useState<string | null>(null);
  if (!allowed) {
    return (
      <LockedAction
        size="md"
        label={t("contractWizard.quotation")}
        upgradeText={t("contractWizard.quotation.locked")}
        askOwnerText={t("contractWizard.quotation.lockedAskOwner")}
        data-testid="wizard-quotation-locked"
      />
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        colorPalette="brand"
        disabled={disabled}
        onClick={() => void form.handleSubmit(setTerms)()}
        data-testid="wizard-quotation"
      >
        <FileText />
        {t("contractWizard.quotation")}
      </Button>
      {terms && (
        <QuotationDialog
          terms={terms}
          onCreated={(id) => {
            setTerms(null);
            setQuotation(id);
          }}
          onClose={() => setTerms(null)}
        />
      )}
      {quotation && (
        <PdfDialog
          title={t("contractWizard.quotation.title")}
          path={`/api/quotations/${quotation}/pdf`}
          fileName="quotation.pdf"
          onClose={() => setQuotation(null)}
        />
      )}
    </>
  );
}

/** The quotation, valid until a day typed in the user's calendar. */
const quotationSchema = (date: CalendarDateSchema) => ZQuotationCreateSchema.safeExtend({ valid_until: date.optional() });
type QuotationInput = z.input<ReturnType<typeof quotationSchema>>;
type Quotation = z.output<ReturnType<typeof quotationSchema>>;

function QuotationDialog({ terms, onCreated, onClose }: { terms: TContractCreate; onCreated: (id: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const calendar = useUserCalendar();
  const schema = useMemo(() => quotationSchema(calendar.schema), [calendar.schema]);
  const { tenant_id: _tenant, lessor_id: _lessor, terms_template_id: _template, ...quoted } = contractBody(terms);
  const form = useForm<QuotationInput, unknown, Quotation>({
    resolver: formResolver(schema),
    mode: "onTouched",
    defaultValues: {
      ...quoted,
      prospect_name: "",
      prospect_phone: undefined,
      valid_until: calendar.text(addDays(todayInRiyadh(), VALID_DAYS)),
    },
  });
  const { errors } = form.formState;
  const create = trpc.quotations.create.useMutation({ onError: (error) => showServerFieldErrors(error, form.setError) });

  const submit = form.handleSubmit((quotation) =>
    create.mutate(contractBody(quotation), {
      onSuccess: ({ id }) => onCreated(id),
    }),
  );

  return (
    <ConfirmDialog
      title={t("contractWizard.quotation.title")}
      confirmLabel={
        <>
          <FileText />
          {t("contractWizard.quotation.create")}
        </>
      }
      loading={create.isPending}
      form="quotation-form"
      onClose={onClose}
      testId="wizard-quotation-dialog"
      confirmTestId="wizard-quotation-create"
    >
      <Stack asChild gap="4">
        <form id="quotation-form" noValidate onSubmit={(event) => void submit(event)}>
          <Text textStyle="sm" color="fg.muted">
            {t("contractWizard.quotation.lead")}
          </Text>
          <FormField label={t("contractWizard.quotation.prospectName")} error={errors.prospect_name?.message}>
            <Input autoComplete="off" data-testid="wizard-prospect-name" {...form.register("prospect_name")} />
          </FormField>
          <FormField label={t("contractWizard.quotation.prospectPhone")} error={errors.prospect_phone?.message}>
            <Controller
              control={form.control}
              name="prospect_phone"
              render={({ field: { value, onChange, ...field } }) => (
                <PhoneInput
                  {...field}
                  value={value ?? ""}
                  onChange={(text) => onChange(text || undefined)}
                  data-testid="wizard-prospect-phone"
                />
              )}
            />
          </FormField>
          <FormField label={t("contractWizard.quotation.validUntil")} error={errors.valid_until?.message}>
            <Controller
              control={form.control}
              name="valid_until"
              render={({ field: { value, onChange, ...field } }) => (
                <DateInput
                  {...field}
                  value={value ?? ""}
                  onChange={(text) => onChange(text.trim() ? text : undefined)}
                  invalid={Boolean(errors.valid_until)}
                  data-testid="wizard-valid-until"
                />
              )}
            />
          </FormField>
        </form>
      </Stack>
    </ConfirmDialog>
  );
}
