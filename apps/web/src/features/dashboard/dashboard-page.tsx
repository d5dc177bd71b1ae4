import { SegmentGroup, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { oneOf, useUrlParam } from "../../lib/url-state.ts";
import { OverviewView } from "./overview-view.tsx";
import { PeriodView } from "./period-view.tsx";

const VIEWS = ["overview", "daily", "weekly"] as const;

/** The portfolio at a glance, as an overview or today's or this week's figures (?view=daily, ?view=weekly). */
export function DashboardPage() {
  const { t } = useTranslation();
  const [chosen, setView] = useUrlParam("view", oneOf(VIEWS));
  const view = chosen ?? "overview";
  return (
    <Stack gap="4">
      <SegmentGroup.Root
        size="sm"
        alignSelf="start"
        maxW="full"
        value={view}
        onValueChange={(details) => setView(details.value === "overview" ? undefined : (details.value as (typeof VIEWS)[number]))}
        aria-label={t("dashboardScreen.view.label")}
        data-testid="dashboard-view"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={VIEWS.map((value) => ({ value, label: t(`dashboardScreen.view.${value}`) }))} />
      </SegmentGroup.Root>
      {view === "overview" ? <OverviewView /> : <PeriodView key={view} period={view} />}
    </Stack>
  );
}
