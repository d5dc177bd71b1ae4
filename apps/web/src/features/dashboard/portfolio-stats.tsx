import { SimpleGrid } from "@chakra-ui/react";
import { Building2, DoorOpen, FileSignature, UserRound, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { QuickLinksCard } from "./quick-links-card.tsx";
import { StatCard } from "./stat-card.tsx";

/** The portfolio's size: properties, units, active contracts, tenants and lessors (dashboard.overview). */
export function PortfolioStats({ counts }: { counts: RouterOutputs["dashboard"]["overview"] | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" gridAutoFlow="dense" data-testid="dashboard-stats">
      <StatCard
        testId="stat-realEstates"
        icon={Building2}
        palette="brand"
        label={t("dashboard.realEstates")}
        value={counts?.realEstates}
        hint={t("dashboard.realEstatesHint")}
      />
      <StatCard
        testId="stat-units"
        icon={DoorOpen}
        palette="blue"
        label={t("dashboard.units")}
        value={counts?.units}
        hint={t("dashboard.unitsHint")}
      />
      <StatCard
        testId="stat-active-contracts"
        icon={FileSignature}
        palette="purple"
        label={t("dashboard.activeContracts")}
        value={counts?.activeContracts}
        hint={t("dashboard.activeContractsHint")}
      />
      <StatCard
        testId="stat-tenants"
        icon={Users}
        palette="teal"
        label={t("dashboard.tenants")}
        value={counts?.tenants}
        hint={t("dashboard.tenantsHint")}
      />
      <StatCard
        testId="stat-lessors"
        icon={UserRound}
        palette="orange"
        label={t("dashboard.lessors")}
        value={counts?.lessors}
        hint={t("dashboard.lessorsHint")}
      />
      <QuickLinksCard />
    </SimpleGrid>
  );
}
