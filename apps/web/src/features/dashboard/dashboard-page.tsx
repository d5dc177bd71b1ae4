import { SimpleGrid } from "@chakra-ui/react";
import { isStaff, type MenuEntry } from "@amlak/domain";
import { Building2, DoorOpen, FileSignature, UserRound, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { UpcomingPage } from "../upcoming/upcoming-page.tsx";
import { OccupancyCard } from "./occupancy-card.tsx";
import { QuickLinksCard } from "./quick-links-card.tsx";
import { StatCard } from "./stat-card.tsx";

/** The portfolio at a glance: the figures of dashboard.overview. */
export function DashboardPage({ entry }: { entry: MenuEntry }) {
  const user = useSignedInUser();
  // Staff work across organizations; their dashboard is a later issue.
  if (user && isStaff(user.type)) return <UpcomingPage entry={entry} />;
  return <PortfolioOverview />;
}

function PortfolioOverview() {
  const { t } = useTranslation();
  const { data } = trpc.dashboard.overview.useQuery();

  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" gridAutoFlow="dense" data-testid="dashboard-stats">
      <StatCard
        testId="stat-realEstates"
        icon={Building2}
        palette="brand"
        label={t("dashboard.realEstates")}
        value={data?.realEstates}
        hint={t("dashboard.realEstatesHint")}
      />
      <StatCard
        testId="stat-units"
        icon={DoorOpen}
        palette="blue"
        label={t("dashboard.units")}
        value={data?.units}
        hint={t("dashboard.unitsHint")}
      />
      <StatCard
        testId="stat-active-contracts"
        icon={FileSignature}
        palette="purple"
        label={t("dashboard.activeContracts")}
        value={data?.activeContracts}
        hint={t("dashboard.activeContractsHint")}
      />
      <OccupancyCard counts={data} />
      <StatCard
        testId="stat-tenants"
        icon={Users}
        palette="teal"
        label={t("dashboard.tenants")}
        value={data?.tenants}
        hint={t("dashboard.tenantsHint")}
      />
      <StatCard
        testId="stat-lessors"
        icon={UserRound}
        palette="orange"
        label={t("dashboard.lessors")}
        value={data?.lessors}
        hint={t("dashboard.lessorsHint")}
      />
      <QuickLinksCard />
    </SimpleGrid>
  );
}
