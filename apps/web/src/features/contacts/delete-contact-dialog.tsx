import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";

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
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="contact-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("contact.delete")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t("contact.deleteQuestion", { name: contact.name })}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("action.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={remove.isPending}
                data-testid="contact-delete-confirm"
                onClick={() => remove.mutate({ id: contact.id })}
              >
                {t("contact.delete")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
