import { Box, Heading, Text } from "@chakra-ui/react";
import type { MenuEntry } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import { isStaffDashboard } from "../lib/staff-dashboard.ts";
import type { SessionUser } from "../lib/trpc/router-types.ts";
import { WelcomeHint } from "./welcome-hint.tsx";

/** The page's title and description come from its menu entry (SPEC §2). */
export function PageHeader({ user, entry }: { user: SessionUser; entry: MenuEntry }) {
  const { t } = useTranslation();
  const staffDashboard = isStaffDashboard(user.type, entry.key);
  return (
    <Box mb="6">
      <Heading as="h1" size="2xl" data-testid="page-title">
        {t(entry.titleKey)}
      </Heading>
      <Text color="fg.muted" mt="1">
        {t(staffDashboard ? "menu.dashboard.staffDescription" : entry.descriptionKey)}
      </Text>
      {!staffDashboard && <WelcomeHint user={user} entry={entry} />}
    </Box>
  );
}
