import { Checkbox, Stack, Text, Textarea } from "@chakra-ui/react";
import { ZPaymentContactedSchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { type PaymentRow, useRefreshPayments } from "./payment-row.ts";
import { formResolver } from "../../lib/form-resolver.ts";

const ZContactSchema = ZPaymentContactedSchema.omit({ id: true });
type ContactInput = z.input<typeof ZContactSchema>;
type Contact = z.output<typeof ZContactSchema>;

/** Records that the payer was contacted about a pending payment, with notes (SPEC §3 "contacted flag with notes"). */
export function ContactedDialog({ payment, onClose }: { payment: PaymentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const refresh = useRefreshPayments();
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: formResolver(ZContactSchema),
    defaultValues: { contacted: true, notes: payment.contactNotes ?? "" },
  });
  const save = trpc.payments.contacted.useMutation({
    onSuccess: async () => {
      await refresh();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const { errors } = form.formState;

  return (
    <ConfirmDialog
      title={t("paymentsScreen.contacted.title")}
      confirmLabel={t("paymentsScreen.action.save")}
      loading={save.isPending}
      form="contacted-form"
      onClose={onClose}
      testId="contacted-dialog"
      confirmTestId="contacted-save"
    >
      <Stack asChild gap="4">
        <form id="contacted-form" noValidate onSubmit={form.handleSubmit((input) => save.mutate({ id: payment.id, ...input }))}>
          <Text color="fg.muted" textStyle="sm">
            {t("paymentsScreen.contacted.summary", { party: payment.partyName ?? "—", dueDate: format.date(payment.dueDate) })}
          </Text>
          <Controller
            control={form.control}
            name="contacted"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value === true}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                data-testid="contacted-flag"
              >
                <Checkbox.HiddenInput onBlur={field.onBlur} name={field.name} />
                <Checkbox.Control />
                <Checkbox.Label>{t("paymentsScreen.contacted.flag")}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <FormField label={t("paymentsScreen.contacted.notes")} error={errors.notes?.message}>
            <Textarea rows={3} data-testid="contacted-notes" {...form.register("notes")} />
          </FormField>
        </form>
      </Stack>
    </ConfirmDialog>
  );
}
