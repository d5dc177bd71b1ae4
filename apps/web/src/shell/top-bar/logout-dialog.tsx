import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";

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
    <ConfirmDialog
      open={open}
      title={t("logout.title")}
      confirmLabel={t("logout.confirm")}
      destructive
      loading={logout.isPending}
      onConfirm={confirm}
      onClose={onClose}
      testId="logout-dialog"
      confirmTestId="logout-confirm"
    >
      {t("logout.question")}
    </ConfirmDialog>
  );
}
