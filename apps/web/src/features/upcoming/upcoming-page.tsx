import { Button } from "@chakra-ui/react";
import { isStaff, nextMenuEntry, type MenuEntry } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { MenuIcon } from "../../ui/menu-icon.tsx";

/**
 * A menu page whose screens arrive in a later release: it says what the page will hold and offers the next
 * page of the menu instead of an error.
 */
export function UpcomingPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const next = user ? nextMenuEntry(user.type, entry.key) : undefined;
  const target = next ?? (user ? { path: user.home, titleKey: "shell.home" } : undefined);

  return (
    <EmptyState
      testId="upcoming-page"
      icon={<MenuIcon name={entry.icon} />}
      title={t(user && isStaff(user.type) ? "upcoming.staffTitle" : "upcoming.title")}
      description={t(`menu.${entry.key}.empty`)}
      action={
        target && (
          <Button asChild colorPalette="brand" variant="subtle">
            <Link href={target.path}>{t("shell.goTo", { page: t(target.titleKey) })}</Link>
          </Button>
        )
      }
    />
  );
}
