import { Flex, Spacer } from "@chakra-ui/react";
import type { MenuEntry, NeededAction } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../../lib/trpc/router-types.ts";
import { LangSwitch } from "../../ui/lang-switch.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { UserMenu } from "./user-menu.tsx";

interface Props {
  user: SessionUser;
  entry: MenuEntry;
  neededActions: readonly NeededAction[];
}

export function TopBar({ user, entry, neededActions }: Props) {
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
      <MobileMenu user={user} activeKey={entry.key} neededActions={neededActions} />
      {/* Pages without a search tip have nothing to search (SPEC §2). */}
      {entry.searchTipKey && <SearchBox key={entry.key} placeholder={t(entry.searchTipKey)} />}
      <Spacer />
      <LangSwitch />
      <UserMenu user={user} />
    </Flex>
  );
}
