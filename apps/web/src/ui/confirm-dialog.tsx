import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

interface Props {
  open: boolean;
  title: string;
  /** Names what will change (SCREENS "States"). */
  children: React.ReactNode;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** The confirmation before anything destructive: Cancel, or the red action that names what it does. */
export function ConfirmDialog({ open, title, children, confirmLabel, loading, onConfirm, onClose, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("action.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} data-testid={`${testId}-confirm`} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
