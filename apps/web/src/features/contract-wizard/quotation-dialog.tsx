import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { addDays } from "@amlak/domain";
import { ZQuotationCreateSchema, type TContractCreate } from "@amlak/schemas";
import { FileText } from "lucide-react";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { localToday } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { CalendarDateInput } from "./calendar-date-input.tsx";
import { calendarDateSchema, calendarText } from "./calendar-date.ts";
import { openPdf } from "./open-pdf.ts";
import type { WizardForm } from "./use-rent-basis.ts";
import { contractBody } from "./wizard-form.ts";

// A quotation is usually answered within two weeks.
const VALID_DAYS = 14;

/**
 * "Rent quotation" at the review step: the contract's terms offered to a prospective tenant, printed as a PDF. A package
 * without CREATE_QUOTATION keeps the button, locked, with the upgrade message (SCREENS "Gating").
 */
export function QuotationAction({ form, disabled }: { form: WizardForm; disabled: boolean }) {
  const { t } = useTranslation();
  const allowed = usePackageAllows("CONTRACTS", "CREATE_QUOTATION");
  const [terms, setTerms] = useState<TContractCreate | null>(null);
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
      {terms && <QuotationDialog terms={terms} onClose={() => setTerms(null)} />}
    </>
  );
}

function quotationSchema(dateType: "md" | "hj") {
  return ZQuotationCreateSchema.safeExtend({ valid_until: calendarDateSchema(dateType).optional() });
}
type QuotationInput = z.input<ReturnType<typeof quotationSchema>>;
type Quotation = z.output<ReturnType<typeof quotationSchema>>;

function QuotationDialog({ terms, onClose }: { terms: TContractCreate; onClose: () => void }) {
  const { t } = useTranslation();
  const dateType = useSession((session) => session.dateType);
  const schema = useMemo(() => quotationSchema(dateType), [dateType]);
  const { tenant_id: _tenant, lessor_id: _lessor, terms_template_id: _template, ...quoted } = contractBody(terms);
  const form = useForm<QuotationInput, unknown, Quotation>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: {
      ...quoted,
      prospect_name: "",
      prospect_phone: undefined,
      valid_until: calendarText(addDays(localToday(), VALID_DAYS), dateType),
    },
  });
  const { errors } = form.formState;
  const create = trpc.quotations.create.useMutation({ onError: (error) => showServerFieldErrors(error, form.setError) });
  const [opening, setOpening] = useState(false);

  const submit = form.handleSubmit((quotation) =>
    create.mutate(contractBody(quotation), {
      onSuccess: async ({ id }) => {
        setOpening(true);
        try {
          await openPdf(`/api/quotations/${id}/pdf`);
          onClose();
        } catch (error) {
          toaster.create({ type: "error", description: error instanceof Error ? error.message : t("toast.networkError") });
        } finally {
          setOpening(false);
        }
      },
    }),
  );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="wizard-quotation-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("contractWizard.quotation.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
                        <CalendarDateInput
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("action.cancel")}
              </Button>
              <Button
                type="submit"
                form="quotation-form"
                colorPalette="brand"
                loading={create.isPending || opening}
                data-testid="wizard-quotation-create"
              >
                <FileText />
                {t("contractWizard.quotation.create")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
