import { Box, Button, Grid, SimpleGrid, Skeleton, Stack } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { Building2, CircleAlert, DoorOpen } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { FirstStepsCard } from "../first-steps/first-steps-card.tsx";
import { useFirstSteps } from "../first-steps/use-first-steps.ts";
import { AttentionCard } from "./attention-card.tsx";
import { CollectedCard } from "./collected-card.tsx";
import { LISTS, useListHref } from "./dashboard-links.ts";
import { OccupancyCard } from "./occupancy-card.tsx";
import { PortfolioStats } from "./portfolio-stats.tsx";
import { StatCard } from "./stat-card.tsx";
import { UpcomingPaymentsCard } from "./upcoming-payments-card.tsx";

/** The chart library is most of the dashboard's code: the figures show without waiting for it. */
const IncomeExpenseChart = lazy(async () => ({ default: (await import("./income-expense-chart.tsx")).IncomeExpenseChart }));

/**
 * The overview (SCREENS "Dashboard"): this month's and this year's collection, overdue income, vacant units and their
 * vacancy cost; what needs attention; income against expenses by month; the next 14 days; occupancy and the
 * portfolio's size. A role that sees no amounts (the viewer) gets the counts only.
 */
export function OverviewView() {
  const { t } = useTranslation();
  const format = useFormat();
  const href = useListHref();
  const user = useSignedInUser();
  const seesAmounts = Boolean(user && mayPerform(user.type, "payments.read"));
  const overview = trpc.dashboard.overview.useQuery();
  const operational = trpc.dashboard.operational.useQuery();
  const financial = trpc.dashboard.financial.useQuery(undefined, { enabled: seesAmounts });
  const firstSteps = useFirstSteps();
  const checklist = firstSteps.next && <FirstStepsCard steps={firstSteps.steps} next={firstSteps.next} />;
  const failed = [overview, operational, financial].find((query) => query.isError);

  if (failed)
    return (
      <LoadError
        title={t("dashboardScreen.loadError")}
        error={failed.error}
        onRetry={() => void Promise.all([overview.refetch(), operational.refetch(), seesAmounts && financial.refetch()])}
        retrying={failed.isFetching}
        testId="dashboard"
      />
    );
  if (overview.data?.realEstates === 0) {
    // The checklist starts with what the empty state would offer; until it is known, neither shows.
    if (!firstSteps.settled) return null;
    if (checklist) return checklist;
    return (
      <EmptyState
        testId="dashboard-empty"
        icon={<Building2 />}
        title={t("dashboardScreen.empty.title")}
        description={t("dashboardScreen.empty.description")}
        action={
          href("/properties") && (
            <Button asChild colorPalette="brand">
              <Link href="/properties?add=compound">{t("dashboardScreen.empty.action")}</Link>
            </Button>
          )
        }
      />
    );
  }

  const money = financial.data;
  const ops = operational.data;
  return (
    <Stack gap="4">
      {checklist}
      <SimpleGrid columns={{ base: 1, md: 2, xl: seesAmounts ? 4 : 2 }} gap="4" data-testid="dashboard-figures">
        {seesAmounts && (
          <>
            <CollectedCard income={money?.month} label={t("dashboardScreen.month.title")} testId="figure-month" />
            <CollectedCard income={money?.year} label={t("dashboardScreen.year.title")} testId="figure-year" />
            <StatCard
              testId="figure-overdue"
              icon={CircleAlert}
              palette="red"
              label={t("dashboardScreen.overdue.title")}
              value={money && format.money(money.overdue.amount)}
              href={href(LISTS.incomeOverdue())}
              hint={
                money &&
                (money.overdue.count ? t("dashboardScreen.payments", { count: money.overdue.count }) : t("dashboardScreen.overdue.none"))
              }
            />
          </>
        )}
        <StatCard
          testId="figure-vacant"
          icon={DoorOpen}
          palette="gray"
          label={t("dashboardScreen.vacant.title")}
          value={ops?.occupancy.vacant}
          href={href(LISTS.units("Vacant"))}
          hint={
            ops?.vacancyCost ? (
              <span data-testid="figure-vacancy-cost">
                {t("dashboardScreen.vacant.cost")}: <bdi dir="ltr">{format.money(ops.vacancyCost)}</bdi>
              </span>
            ) : (
              t("dashboardScreen.vacant.hint")
            )
          }
        />
        {!seesAmounts && <OccupancyCard counts={ops?.occupancy} />}
      </SimpleGrid>
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: seesAmounts ? "minmax(0, 2fr) minmax(0, 1fr)" : "minmax(0, 1fr)" }} gap="4">
        {seesAmounts && (
          <Suspense fallback={<Skeleton minH="96" rounded="l3" />}>
            <IncomeExpenseChart months={money?.months} />
          </Suspense>
        )}
        <AttentionCard operational={ops} financial={money} />
      </Grid>
      {seesAmounts && (
        <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "repeat(2, minmax(0, 1fr))" }} gap="4">
          <UpcomingPaymentsCard upcoming={money?.upcoming} />
          {/* The card spans two columns of the grids it was made for; here it takes one. */}
          <Box minW="0">
            <OccupancyCard counts={ops?.occupancy} />
          </Box>
        </Grid>
      )}
      <PortfolioStats counts={overview.data} />
    </Stack>
  );
}
