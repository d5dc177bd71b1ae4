import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { todayInRiyadh } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { toaster } from "../../ui/toaster.tsx";

/** Pays the tenant's instalments due by a chosen day (today unless changed) from the advances their vouchers hold. */
export function ApplyAdvanceDialog({
  tenantId,
  onDone,
  onClose,
}: {
  tenantId: string;
  onDone: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const calendar = useUserCalendar();
  const [dueBy, setDueBy] = useState(calendar.text(todayInRiyadh()));
  const day = calendar.day(dueBy);
  const apply = trpc.collections.applyAdvance.useMutation({
    onSuccess: async (applied) => {
      toaster.create({ type: "success", title: t("collections.apply.done", { count: applied.paid.length }) });
      await onDone();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t("collections.apply.title")}
      confirmLabel={t("collections.apply")}
      loading={apply.isPending}
      disabled={!day}
      onConfirm={() => day && apply.mutate({ tenant_id: tenantId, due_by: day })}
      onClose={onClose}
      testId="collection-apply-dialog"
    >
      <Stack gap="3">
        <FormField label={t("collections.apply.dueBy")} error={day ? undefined : "field.invalid"}>
          <DateInput value={dueBy} onChange={setDueBy} invalid={!day} data-testid="collection-apply-due-by" />
        </FormField>
        <Text textStyle="sm" color="fg.muted">
          {t("collections.apply.explain")}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
