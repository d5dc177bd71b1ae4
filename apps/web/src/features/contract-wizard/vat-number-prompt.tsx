import { Alert, Button, Input, Stack } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { digitsOnly, ZOrganizationVatNoSchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formResolver } from "../../lib/form-resolver.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { toaster } from "../../ui/toaster.tsx";

type VatNoInput = z.input<typeof ZOrganizationVatNoSchema>;
type VatNo = z.output<typeof ZOrganizationVatNoSchema>;

const VAT_NO_LENGTH = 15;

/**
 * A taxable lease of an organization without a VAT number would carry no VAT and get no tax invoice: the stepper asks
 * for the number here, before signing (the schedule takes its VAT when signed), with the organization's name when it
 * has none yet; a sub-user is told to ask the owner.
 */
export function VatNumberPrompt({ mainInformation }: { mainInformation: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const mayManage = Boolean(user && mayPerform(user.type, "organization.manage"));
  return (
    <Alert.Root status="warning" alignItems="start" rounded="lg" data-testid="wizard-vat-prompt">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t("contractWizard.vatNo.title")}</Alert.Title>
        {mayManage ? (
          <>
            <Alert.Description>
              {t(mainInformation ? "contractWizard.vatNo.description" : "contractWizard.vatNo.mainInformationMissing")}
            </Alert.Description>
            <VatNumberForm named={mainInformation} />
          </>
        ) : (
          <Alert.Description>{t("contractWizard.vatNo.askOwner")}</Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The VAT number, checked by the organization's own rule (SPEC §5: 15 digits starting with 3) and saved to it. */
function VatNumberForm({ named }: { named: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<VatNoInput, unknown, VatNo>({
    resolver: formResolver(ZOrganizationVatNoSchema),
    defaultValues: { vat_no: "", ...(named ? {} : { title: "" }) },
  });
  const save = trpc.organization.saveVatNo.useMutation({
    onSuccess: async (saved) => {
      utils.organization.get.setData(undefined, saved);
      await utils.organization.letterhead.invalidate();
      toaster.create({ type: "success", description: t("contractWizard.vatNo.saved") });
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) => save.mutate(input));
  return (
    // Not a <form>: the stepper's fields around it are not submitted by it, nor it by them.
    <Stack gap="3" maxW="sm" data-testid="wizard-vat-form">
      {!named && (
        <FormField label={t("settings.main.title")} error={errors.title?.message}>
          <Input autoComplete="organization" {...form.register("title")} data-testid="wizard-vat-title" />
        </FormField>
      )}
      <FormField label={t("settings.main.vatNo")} error={errors.vat_no?.message} helperText={t("settings.main.vatNoHint")}>
        <Controller
          control={form.control}
          name="vat_no"
          render={({ field }) => (
            <Input
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              value={String(field.value ?? "")}
              onChange={(event) => field.onChange(digitsOnly(event.target.value, VAT_NO_LENGTH))}
              onBlur={field.onBlur}
              onKeyDown={(event) => event.key === "Enter" && void submit()}
              data-testid="wizard-vat-no"
            />
          )}
        />
      </FormField>
      <Button
        alignSelf="start"
        size="sm"
        colorPalette="brand"
        loading={save.isPending}
        onClick={() => void submit()}
        data-testid="wizard-vat-save"
      >
        {t("contractWizard.vatNo.save")}
      </Button>
    </Stack>
  );
}
