import { HStack, Text } from "@chakra-ui/react";
import { nextMenuEntry, type MenuEntry } from "@amlak/domain";
import { ArrowRight, Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFirstSteps } from "../features/first-steps/use-first-steps.ts";
import type { SessionUser } from "../lib/trpc/router-types.ts";
import { DirectionalIcon } from "../ui/directional-icon.tsx";
import { RouterLink } from "../ui/router-link.tsx";

/**
 * Each menu page suggests where to go next (SPEC §2): the organization's next first step while one is left (the
 * dashboard's checklist says it there), else the next page of the user's menu.
 */
export function WelcomeHint({ user, entry }: { user: SessionUser; entry: MenuEntry }) {
  const { t } = useTranslation();
  const firstSteps = useFirstSteps();
  const nextPage = nextMenuEntry(user.type, entry.key);
  if (!entry.nextKey || !firstSteps.settled) return null;
  if (firstSteps.next) {
    if (entry.path === user.home) return null;
    return (
      <Hint
        text={t("dashboardScreen.firstSteps.hint", { step: t(`dashboardScreen.firstSteps.${firstSteps.next.key}`) })}
        href={firstSteps.next.href}
        link={t("dashboardScreen.firstSteps.go")}
      />
    );
  }
  if (!nextPage) return null;
  return <Hint text={t(entry.nextKey)} href={nextPage.path} link={t("shell.goTo", { page: t(nextPage.titleKey) })} />;
}

function Hint({ text, href, link }: { text: string; href: string; link: string }) {
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
        {text}
      </Text>
      <RouterLink href={href} fontSize="sm" fontWeight="semibold" color="brand.fg" data-testid="welcome-next">
        {link}
        <DirectionalIcon boxSize="4">
          <ArrowRight />
        </DirectionalIcon>
      </RouterLink>
    </HStack>
  );
}
