import { Button, Checkbox, Dialog, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZPaymentContactedSchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { type PaymentRow, useRefreshPayments } from "./payment-row.ts";

const ZContactSchema = ZPaymentContactedSchema.omit({ id: true });
type ContactInput = z.input<typeof ZContactSchema>;
type Contact = z.output<typeof ZContactSchema>;

/** Records that the payer was contacted about a pending payment, with notes (SPEC §3 "contacted flag with notes"). */
export function ContactedDialog({ payment, onClose }: { payment: PaymentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const refresh = useRefreshPayments();
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(ZContactSchema),
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
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="contacted-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("paymentsScreen.contacted.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("action.cancel")}
              </Button>
              <Button type="submit" form="contacted-form" colorPalette="brand" loading={save.isPending} data-testid="contacted-save">
                {t("paymentsScreen.action.save")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
