import { Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { CREDIT_NOTE_REASONS, documentNumber, ZCreditNoteInputSchema } from "@amlak/schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { toaster } from "../../ui/toaster.tsx";

type NoteInput = z.input<typeof ZCreditNoteInputSchema>;
type Note = z.output<typeof ZCreditNoteInputSchema>;

interface Props {
  invoice: { id: string; number: number };
  noteType: "credit" | "debit";
  onClose: () => void;
  /** Opens the note just issued. */
  onIssued: (noteId: string) => void;
}

/** Issues a credit or debit note on a tax invoice: the reason (the cases VAT regulations list), the user's words and the amount without VAT. */
export function CreditNoteDrawer({ invoice, noteType, onClose, onIssued }: Props) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<NoteInput, unknown, Note>({
    resolver: formResolver(ZCreditNoteInputSchema),
    defaultValues: { reason: "value_change", details: "", amount: "" },
  });
  const { errors } = form.formState;
  const issue = trpc.creditNotes.issue.useMutation({
    onSuccess: async (issued) => {
      toaster.create({
        type: "success",
        title: t(`creditNotes.issued.${noteType}`, { number: documentNumber(`${noteType}_note`, issued.number) }),
      });
      await Promise.all([utils.creditNotes.ofInvoice.invalidate({ invoice_id: invoice.id }), utils.invoices.list.invalidate()]);
      onIssued(issued.id);
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const save = (note: Note) =>
    issue.mutate({
      invoice_id: invoice.id,
      note_type: noteType,
      reason: note.reason,
      details: note.details ?? "",
      amount: note.amount.toFixed(2),
    });

  return (
    <RecordDrawer
      title={t(`creditNotes.drawer.title.${noteType}`, { number: documentNumber("invoice", invoice.number) })}
      onSubmit={form.handleSubmit(save)}
      saving={issue.isPending}
      onClose={onClose}
      testId="credit-note"
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          {t(`creditNotes.drawer.explain.${noteType}`)}
        </Text>
        <FormField label={t("creditNotes.reason")} error={errors.reason?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="credit-note-reason" {...form.register("reason")}>
              {CREDIT_NOTE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`document.creditNote.reason.${reason}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t("creditNotes.details")} error={errors.details?.message}>
          <Textarea rows={2} data-testid="credit-note-details" {...form.register("details")} />
        </FormField>
        <FormField label={t("creditNotes.amount")} helperText={t("creditNotes.amountHelp")} error={errors.amount?.message}>
          <Input dir="ltr" inputMode="decimal" autoComplete="off" data-testid="credit-note-amount" {...form.register("amount")} />
        </FormField>
      </Stack>
    </RecordDrawer>
  );
}
