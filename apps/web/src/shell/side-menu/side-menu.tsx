import { Box, Flex, IconButton, Separator } from "@chakra-ui/react";
import type { NeededAction } from "@amlak/domain";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../../lib/trpc/router-types.ts";
import { BrandMark } from "../../ui/brand-mark.tsx";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { MenuItems } from "./menu-items.tsx";
import { useSideNavOpen } from "./use-side-nav-open.ts";

interface Props {
  user: SessionUser;
  activeKey: string;
  neededActions: readonly NeededAction[];
}

/** The collapsible side menu of wide screens; small screens open the same items from the top bar. */
export function SideMenu({ user, activeKey, neededActions }: Props) {
  const { t } = useTranslation();
  const [open, toggle] = useSideNavOpen();
  const ToggleIcon = open ? PanelLeftClose : PanelLeftOpen;

  return (
    <Box
      as="aside"
      data-testid="side-menu"
      data-open={open}
      display={{ base: "none", md: "block" }}
      w={open ? "64" : "20"}
      flexShrink={0}
      bg="bg"
      borderEndWidth="1px"
      transition="width 0.2s"
    >
      <Flex direction="column" position="sticky" top="0" h="100vh" p="3" gap="3">
        <Flex align="center" justify={open ? "space-between" : "center"} minH="10" px={open ? "2" : "0"}>
          {open && <BrandMark />}
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t(open ? "shell.collapseMenu" : "shell.expandMenu")}
            data-testid="side-menu-toggle"
            onClick={toggle}
          >
            <DirectionalIcon>
              <ToggleIcon />
            </DirectionalIcon>
          </IconButton>
        </Flex>
        <Separator />
        <Box overflowY="auto" flex="1">
          <MenuItems user={user} activeKey={activeKey} neededActions={neededActions} compact={!open} />
        </Box>
      </Flex>
    </Box>
  );
}
