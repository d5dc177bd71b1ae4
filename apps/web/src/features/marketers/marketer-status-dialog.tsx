import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";

type Marketer = RouterOutputs["marketers"]["list"][number];

/** Change Status (SPEC §4): behind a confirmation saying what happens to the marketer's code at checkout. */
export function MarketerStatusDialog({ marketer, onClose }: { marketer: Marketer; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const setStatus = trpc.marketers.setStatus.useMutation({
    onSuccess: () => {
      void utils.marketers.list.invalidate();
      onClose();
    },
  });
  const names = { name: marketer.name, code: marketer.promotion_code, percent: marketer.promotion_percent.toString() };
  return (
    <ConfirmDialog
      title={t(marketer.active ? "marketers.deactivateTitle" : "marketers.activateTitle", names)}
      confirmLabel={t("marketers.changeStatus")}
      destructive={marketer.active}
      loading={setStatus.isPending}
      onConfirm={() => setStatus.mutate({ id: marketer.id, active: !marketer.active })}
      onClose={onClose}
      testId="marketer-status-dialog"
    >
      <Text>{t(marketer.active ? "marketers.deactivateBody" : "marketers.activateBody", names)}</Text>
    </ConfirmDialog>
  );
}
