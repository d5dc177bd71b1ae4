import { Box, Heading, Text } from "@chakra-ui/react";
import type { MenuEntry } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../lib/trpc/router-types.ts";
import { WelcomeHint } from "./welcome-hint.tsx";

/** The page's title and description come from its menu entry (SPEC §2). */
export function PageHeader({ user, entry }: { user: SessionUser; entry: MenuEntry }) {
  const { t } = useTranslation();
  return (
    <Box mb="6">
      <Heading as="h1" size="2xl" data-testid="page-title">
        {t(entry.titleKey)}
      </Heading>
      <Text color="fg.muted" mt="1">
        {t(entry.descriptionKey)}
      </Text>
      <WelcomeHint user={user} entry={entry} />
    </Box>
  );
}
