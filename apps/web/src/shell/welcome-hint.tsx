import { HStack, Text } from "@chakra-ui/react";
import { nextMenuEntry, type MenuEntry } from "@amlak/domain";
import { ArrowRight, Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../lib/trpc/router-types.ts";
import { DirectionalIcon } from "../ui/directional-icon.tsx";
import { RouterLink } from "../ui/router-link.tsx";

/** Each menu page suggests where to go next in the user's menu (SPEC §2). */
export function WelcomeHint({ user, entry }: { user: SessionUser; entry: MenuEntry }) {
  const { t } = useTranslation();
  const next = nextMenuEntry(user.type, entry.key);
  if (!entry.nextKey || !next) return null;
  return (
    <HStack
      mt="4"
      gap="3"
      px="4"
      py="3"
      rounded="lg"
      bg="sand.50"
      borderWidth="1px"
      borderColor="sand.100"
      flexWrap="wrap"
      data-testid="welcome-hint"
    >
      <Lightbulb size={18} color="var(--chakra-colors-sand-700)" />
      <Text flex="1" minW="48" fontSize="sm">
        {t(entry.nextKey)}
      </Text>
      <RouterLink href={next.path} fontSize="sm" fontWeight="semibold" color="brand.fg" data-testid="welcome-next">
        {t("shell.goTo", { page: t(next.titleKey) })}
        <DirectionalIcon boxSize="4">
          <ArrowRight />
        </DirectionalIcon>
      </RouterLink>
    </HStack>
  );
}
