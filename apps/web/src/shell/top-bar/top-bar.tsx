import { Flex, Spacer } from "@chakra-ui/react";
import type { MenuEntry, NeededAction } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../../lib/trpc/router-types.ts";
import { LangSwitch } from "../../ui/lang-switch.tsx";
import { OrganizationBrand } from "../branding/organization-brand.tsx";
import type { useBranding } from "../branding/use-branding.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { UserMenu } from "./user-menu.tsx";

interface Props {
  user: SessionUser;
  entry: MenuEntry;
  neededActions: readonly NeededAction[];
  branding: ReturnType<typeof useBranding>;
}

export function TopBar({ user, entry, neededActions, branding }: Props) {
  const { t } = useTranslation();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      align="center"
      gap="3"
      h="16"
      px={{ base: "3", md: "6" }}
      bg="bg"
      borderBottomWidth="1px"
    >
      <MobileMenu user={user} activeKey={entry.key} neededActions={neededActions} branding={branding} />
      {/* A phone's top bar has no room beside the search: there the brand heads the menu drawer. */}
      <OrganizationBrand
        logoUrl={branding.logoUrl}
        code={branding.code}
        display={{ base: "none", md: "flex" }}
        testId="organization-brand"
      />
      {/* Pages without a search tip have nothing to search (SPEC §2). */}
      {entry.searchTipKey && <SearchBox key={entry.key} placeholder={t(entry.searchTipKey)} />}
      <Spacer />
      <LangSwitch />
      <UserMenu user={user} />
    </Flex>
  );
}
