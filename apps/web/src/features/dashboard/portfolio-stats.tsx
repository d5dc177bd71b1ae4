import { SimpleGrid } from "@chakra-ui/react";
import { Building2, DoorOpen, FileSignature, UserRound, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { QuickLinksCard } from "./quick-links-card.tsx";
import { StatCard } from "./stat-card.tsx";

/** The portfolio's size, each figure from dashboard.overview with its card's test id, icon and colour. */
const STATS = [
  { key: "realEstates", testId: "stat-realEstates", icon: Building2, palette: "brand" },
  { key: "units", testId: "stat-units", icon: DoorOpen, palette: "blue" },
  { key: "activeContracts", testId: "stat-active-contracts", icon: FileSignature, palette: "purple" },
  { key: "tenants", testId: "stat-tenants", icon: Users, palette: "teal" },
  { key: "lessors", testId: "stat-lessors", icon: UserRound, palette: "orange" },
] as const;

/** The portfolio's size: properties, units, active contracts, tenants and lessors (dashboard.overview). */
export function PortfolioStats({ counts }: { counts: RouterOutputs["dashboard"]["overview"] | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" gridAutoFlow="dense" data-testid="dashboard-stats">
      {STATS.map(({ key, testId, icon, palette }) => (
        <StatCard
          key={key}
          testId={testId}
          icon={icon}
          palette={palette}
          label={t(`dashboard.${key}`)}
          value={counts?.[key]}
          hint={t(`dashboard.${key}Hint`)}
        />
      ))}
      <QuickLinksCard />
    </SimpleGrid>
  );
}
