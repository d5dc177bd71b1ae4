import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";

interface Props {
  contact: { id: string; name: string };
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting, naming the contact; the server refuses one a unit or a contract names, and says so. */
export function DeleteContactDialog({ contact, open, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const remove = trpc.contacts.delete.useMutation({ onSuccess: onDeleted, onSettled: onClose });
  return (
    <ConfirmDialog
      open={open}
      title={t("contact.delete")}
      confirmLabel={t("contact.delete")}
      loading={remove.isPending}
      onConfirm={() => remove.mutate({ id: contact.id })}
      onClose={onClose}
      testId="contact-delete-dialog"
    >
      {t("contact.deleteQuestion", { name: contact.name })}
    </ConfirmDialog>
  );
}
