import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

interface Props {
  /** Open unless told otherwise: most dialogs are mounted only while open. */
  open?: boolean;
  title: string;
  /** Names what will change (SCREENS "States"), or holds the form the action submits. */
  children: React.ReactNode;
  confirmLabel: React.ReactNode;
  /** Red, for what takes something away (delete, cancel, undo); otherwise the brand colour. */
  destructive?: boolean;
  loading: boolean;
  disabled?: boolean;
  /** The action: a call, or the id of the form in `children` that the button submits. */
  onConfirm?: () => void;
  form?: string;
  /** "Cancel", unless the action is itself a cancellation ("Keep the contract"). */
  cancelLabel?: string;
  onClose: () => void;
  /** The dialog's data-testid; its button is `<testId>-confirm` unless `confirmTestId` names it. */
  testId: string;
  confirmTestId?: string;
}

/**
 * A one-step action behind its dialog (SCREENS "dialogs for one-step actions", "a confirmation dialog before anything
 * destructive, naming what will change"): the title, what will change or the action's form, Cancel and the action.
 */
export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  destructive = false,
  loading,
  disabled,
  onConfirm,
  form,
  cancelLabel,
  onClose,
  testId,
  confirmTestId = `${testId}-confirm`,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role={destructive ? "alertdialog" : "dialog"}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{cancelLabel ?? t("action.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button
                type={form ? "submit" : "button"}
                form={form}
                colorPalette={destructive ? "red" : "brand"}
                loading={loading}
                disabled={disabled}
                onClick={onConfirm}
                data-testid={confirmTestId}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
