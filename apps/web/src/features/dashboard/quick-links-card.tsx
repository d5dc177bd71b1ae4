import { Button, Card, Heading, SimpleGrid } from "@chakra-ui/react";
import { canVisit, findMenuEntry } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { MenuIcon } from "../../ui/menu-icon.tsx";

const DESTINATIONS = ["/properties", "/contacts", "/tasks", "/reports"] as const;

/** Shortcuts from the dashboard to the pages the user works in most. */
export function QuickLinksCard() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const entries = DESTINATIONS.filter((path) => user && canVisit(user.type, path)).flatMap((path) => findMenuEntry(path) ?? []);
  // The viewer may open none of them (SPEC §6: the dashboard only).
  if (entries.length === 0) return null;

  return (
    <Card.Root size="sm" gridColumn={{ md: "span 2", xl: "span 2" }} data-testid="dashboard-quick-links">
      <Card.Body>
        <Heading size="md" mb="3">
          {t("dashboard.quickLinks")}
        </Heading>
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
          {entries.map((entry) => {
            return (
              <Button key={entry.key} asChild variant="surface" colorPalette="brand" h="auto" py="3" flexDirection="column">
                <Link href={entry.path}>
                  <MenuIcon name={entry.icon} />
                  {t(entry.titleKey)}
                </Link>
              </Button>
            );
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
