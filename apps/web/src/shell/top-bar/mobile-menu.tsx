import { CloseButton, Drawer, IconButton, Portal } from "@chakra-ui/react";
import type { NeededAction } from "@amlak/domain";
import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../../lib/trpc/router-types.ts";
import { BrandMark } from "../../ui/brand-mark.tsx";
import { OrganizationBrand } from "../branding/organization-brand.tsx";
import type { useBranding } from "../branding/use-branding.ts";
import { MenuItems } from "../side-menu/menu-items.tsx";
import { useMobileMenuHeld } from "./mobile-menu-hold.ts";

interface Props {
  user: SessionUser;
  activeKey: string;
  neededActions: readonly NeededAction[];
  branding: ReturnType<typeof useBranding>;
}

/** On small screens the side menu opens as a drawer from the top bar (SPEC §2). */
export function MobileMenu({ user, activeKey, neededActions, branding }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Held open by the tour, it lets the tour's own buttons (outside the drawer) be used.
  const held = useMobileMenuHeld();
  return (
    <Drawer.Root
      open={open || held}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      modal={!held}
      closeOnInteractOutside={!held}
    >
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" display={{ md: "none" }} aria-label={t("shell.openMenu")} data-testid="mobile-menu">
          <Menu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="3">
              <BrandMark />
              <OrganizationBrand logoUrl={branding.logoUrl} code={branding.code} testId="mobile-organization-brand" />
            </Drawer.Header>
            <Drawer.Body>
              <MenuItems user={user} activeKey={activeKey} neededActions={neededActions} onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
