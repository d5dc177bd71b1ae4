import { SimpleGrid, Stack } from "@chakra-ui/react";
import { Banknote, Building2, CreditCard, Hourglass, Inbox, Undo2, UserPlus, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { useUrlParams } from "../../lib/url-state.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { StatCard } from "../dashboard/stat-card.tsx";
import { figureOfParams, figureParams } from "./organization-figure.ts";
import { OrganizationsDrawer } from "./organizations-drawer.tsx";
import { StandingTable } from "./standing-table.tsx";

/**
 * The staff /dashboard (customerService, system) and system's /operationalDashboard: the business across
 * organizations — who pays and how much a month, trials about to end, sign-ups, failed payments, refunds and messages
 * waiting. Every figure opens its list: the organizations behind it in a drawer (?list=), or the screen that handles it.
 */
export function StaffDashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const url = useUrlParams();
  const [path] = useLocation();
  const figures = trpc.staffDashboard.figures.useQuery();
  const figure = figureOfParams(url.get);
  const data = figures.data;
  const list = (name: Parameters<typeof figureParams>[0]) => `${path}${url.search(figureParams(name), { reset: [] })}`;

  if (figures.isError)
    return (
      <LoadError
        title={t("staffDashboard.loadFailed")}
        error={figures.error}
        retrying={figures.isFetching}
        onRetry={() => void figures.refetch()}
        testId="staff-dashboard"
      />
    );
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <StatCard
          icon={UsersRound}
          label={t("staffDashboard.paying")}
          value={data?.payingOrganizations}
          hint={t("staffDashboard.payingHint")}
          palette="green"
          href={list("paying")}
          testId="staff-paying"
        />
        <StatCard
          icon={Banknote}
          label={t("staffDashboard.mrr")}
          value={data && format.money(data.monthlyRecurringRevenue)}
          hint={t("staffDashboard.mrrHint")}
          palette="brand"
          href={list("paying")}
          testId="staff-mrr"
        />
        <StatCard
          icon={Hourglass}
          label={t("staffDashboard.trialsEnding")}
          value={data?.trialsEndingThisWeek}
          hint={t("staffDashboard.trialsEndingHint")}
          palette="orange"
          href={list("trialsEnding")}
          testId="staff-trials-ending"
        />
        <StatCard
          icon={UserPlus}
          label={t("staffDashboard.signups7")}
          value={data?.signups7}
          hint={t("staffDashboard.signupsHint")}
          palette="blue"
          href={list("signups7")}
          testId="staff-signups-7"
        />
        <StatCard
          icon={Building2}
          label={t("staffDashboard.signups30")}
          value={data?.signups30}
          hint={t("staffDashboard.signupsHint")}
          palette="blue"
          href={list("signups30")}
          testId="staff-signups-30"
        />
        <StatCard
          icon={CreditCard}
          label={t("staffDashboard.failedPayments")}
          value={data?.failedPayments30}
          hint={t("staffDashboard.failedPaymentsHint")}
          palette="red"
          href={list("failedPayments")}
          testId="staff-failed-payments"
        />
        <StatCard
          icon={Undo2}
          label={t("staffDashboard.refunds")}
          value={data?.pendingRefundRequests}
          hint={t("staffDashboard.refundsHint")}
          palette="purple"
          href="/AdminReports"
          testId="staff-refunds"
        />
        <StatCard
          icon={Inbox}
          label={t("staffDashboard.unanswered")}
          value={data?.unansweredSupportMessages}
          hint={t("staffDashboard.unansweredHint")}
          palette="orange"
          href="/supportInbox?status=new"
          testId="staff-unanswered"
        />
      </SimpleGrid>
      <StandingTable rows={data?.byStanding} />
      {figure && <OrganizationsDrawer figure={figure} onClose={() => url.set({ list: null, package: null, state: null }, { reset: [] })} />}
    </Stack>
  );
}
