import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Asks before signing out; the local session ends even when the server can't be told. */
export function LogoutDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signOut = () => {
    sessionStore.clear();
    navigate("/login", { replace: true });
  };
  const logout = trpc.auth.logout.useMutation({ onSettled: signOut });

  const confirm = () => {
    const { refreshToken } = sessionStore.get();
    if (refreshToken) logout.mutate({ refreshToken });
    else signOut();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("logout.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t("logout.question")}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("action.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={logout.isPending} data-testid="logout-confirm" onClick={confirm}>
                {t("logout.confirm")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
