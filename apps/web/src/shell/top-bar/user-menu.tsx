import { Avatar, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { canVisit } from "@amlak/domain";
import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { SessionUser } from "../../lib/trpc/router-types.ts";
import { LogoutDialog } from "./logout-dialog.tsx";

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" px="2" data-testid="user-menu">
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback name={user.name} />
            </Avatar.Root>
            <Text display={{ base: "none", lg: "inline" }} maxW="40" truncate>
              {user.name}
            </Text>
            <ChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              {canVisit(user.type, "/profile") && (
                <Menu.Item value="profile" onSelect={() => navigate("/profile")}>
                  <UserRound size={16} />
                  {t("menu.profile.title")}
                </Menu.Item>
              )}
              <Menu.Item value="logout" color="fg.error" data-testid="logout" onSelect={() => setConfirmingLogout(true)}>
                <LogOut size={16} />
                {t("logout.title")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </>
  );
}
