import { Button, CloseButton, Drawer, HStack, Portal, Skeleton, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "./confirm-dialog.tsx";

interface Props {
  title: string;
  /** The stored record is still loading: skeleton fields stand where the form will be. */
  loading?: boolean;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  saving: boolean;
  onClose: () => void;
  /**
   * A stored record's Delete, behind a confirmation that names it. `onConfirm` settles when the delete does (a
   * refusal is toasted by the tRPC feedback link); the confirmation then closes.
   */
  remove?: { label: string; question: string; onConfirm: () => Promise<unknown> };
  /**
   * Names the drawer `<testId>-drawer`, its form `<testId>-form`, its buttons `<testId>-save` and `<testId>-delete`,
   * and the delete confirmation `<testId>-delete-dialog`.
   */
  testId: string;
  /** The form's fields. */
  children: React.ReactNode;
  /** Wider for a form with long text (a post's editor). */
  size?: "md" | "lg";
}

/**
 * The side drawer of a simple record (SCREENS "Forms": contact, unit, a manual payment): its form, skeletons while the
 * stored record loads, and a footer with Delete at the start and Cancel and Save at the end; Save shows progress and
 * cannot fire twice.
 */
export function RecordDrawer({ title, loading = false, onSubmit, saving, onClose, remove, testId, children, size = "md" }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await remove?.onConfirm();
    } catch {
      // The tRPC feedback link has shown why.
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="end" size={size}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={`${testId}-drawer`}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {loading ? (
                <Stack gap="4">
                  {Array.from({ length: 6 }, (_, index) => (
                    <Skeleton key={index} height="10" />
                  ))}
                </Stack>
              ) : (
                <Stack asChild gap="4">
                  <form id={`${testId}-form`} noValidate onSubmit={onSubmit}>
                    {children}
                  </form>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.Footer>
              <HStack justify="space-between" width="full">
                {remove && !loading ? (
                  <Button variant="ghost" colorPalette="red" data-testid={`${testId}-delete`} onClick={() => setConfirming(true)}>
                    {remove.label}
                  </Button>
                ) : (
                  <span />
                )}
                <HStack>
                  <Button variant="outline" onClick={onClose}>
                    {t("action.cancel")}
                  </Button>
                  <Button type="submit" form={`${testId}-form`} colorPalette="brand" loading={saving} data-testid={`${testId}-save`}>
                    {t("contact.save")}
                  </Button>
                </HStack>
              </HStack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {remove && (
        <ConfirmDialog
          open={confirming}
          title={remove.label}
          confirmLabel={remove.label}
          destructive
          loading={deleting}
          onConfirm={() => void confirmDelete()}
          onClose={() => setConfirming(false)}
          testId={`${testId}-delete-dialog`}
        >
          {remove.question}
        </ConfirmDialog>
      )}
    </Drawer.Root>
  );
}
