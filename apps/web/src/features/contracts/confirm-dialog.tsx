import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

interface Props {
  title: string;
  /** Names what will change. */
  question: string;
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** Asks before a one-step action on a draft or a quotation (SCREENS: a confirmation naming what will change). */
export function ConfirmDialog({ title, question, confirmLabel, destructive = false, busy, onConfirm, onClose, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{question}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("contractsScreen.keep")}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? "red" : "brand"} loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
