import { Box, Button, Stack } from "@chakra-ui/react";
import { matchesPath, menuFor, type MenuEntry, type NeededAction } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { SessionUser } from "../../lib/trpc/router-types.ts";
import { MenuIcon } from "../../ui/menu-icon.tsx";

interface Props {
  user: SessionUser;
  activeKey: string;
  neededActions: readonly NeededAction[];
  /** Icons only, for the collapsed side menu. */
  compact?: boolean;
  onNavigate?: () => void;
}

/** The visible entries of the user's menu, each marked with a red dot when it needs an action. */
export function MenuItems({ user, activeKey, neededActions, compact = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const needsAction = (entry: MenuEntry) => neededActions.some((action) => action.showIcon && matchesPath(entry.path, action.page));

  return (
    <Stack as="nav" gap="1">
      {menuFor(user.type)
        .filter((entry) => !entry.hidden)
        .map((entry) => {
          const active = entry.key === activeKey;
          return (
            <Button
              key={entry.key}
              asChild
              variant={active ? "subtle" : "ghost"}
              colorPalette={active ? "brand" : "gray"}
              justifyContent={compact ? "center" : "flex-start"}
              size="md"
              px={compact ? "0" : "3"}
              position="relative"
              title={compact ? t(entry.titleKey) : undefined}
              data-testid={`menu-item-${entry.key}`}
              onClick={onNavigate}
            >
              <Link href={entry.path} aria-current={active ? "page" : undefined}>
                <MenuIcon name={entry.icon} />
                {!compact && <Box as="span">{t(entry.titleKey)}</Box>}
                {needsAction(entry) && (
                  <Box
                    // Beside the label; on the icon's corner when the menu is collapsed.
                    position={compact ? "absolute" : "static"}
                    top="2"
                    insetEnd="4"
                    boxSize="2"
                    rounded="full"
                    bg="red.500"
                    data-testid={`needed-action-${entry.key}`}
                    aria-label={t("shell.neededAction")}
                  />
                )}
              </Link>
            </Button>
          );
        })}
    </Stack>
  );
}
