import { SimpleGrid, Stack } from "@chakra-ui/react";
import { Banknote, Building2, CreditCard, Hourglass, Inbox, Undo2, UserPlus, UsersRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useUrlParams } from "../../lib/url-state.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { StatCard } from "../dashboard/stat-card.tsx";
import { figureOfParams, figureParams, type ListName } from "./organization-figure.ts";
import { OrganizationsDrawer } from "./organizations-drawer.tsx";
import { StandingTable } from "./standing-table.tsx";

type Figures = RouterOutputs["staffDashboard"]["figures"];

interface FigureCard {
  label: string;
  hint: string;
  icon: LucideIcon;
  palette: string;
  value: (figures: Figures, format: ReturnType<typeof useFormat>) => number | string;
  /** The organizations behind the figure (a drawer), or the screen that handles it. */
  opens: ListName | { screen: string };
  testId: string;
}

const FIGURES: FigureCard[] = [
  {
    label: "staffDashboard.paying",
    hint: "staffDashboard.payingHint",
    icon: UsersRound,
    palette: "green",
    value: (figures) => figures.payingOrganizations,
    opens: "paying",
    testId: "staff-paying",
  },
  {
    label: "staffDashboard.mrr",
    hint: "staffDashboard.mrrHint",
    icon: Banknote,
    palette: "brand",
    value: (figures, format) => format.money(figures.monthlyRecurringRevenue),
    opens: "paying",
    testId: "staff-mrr",
  },
  {
    label: "staffDashboard.trialsEnding",
    hint: "staffDashboard.trialsEndingHint",
    icon: Hourglass,
    palette: "orange",
    value: (figures) => figures.trialsEndingThisWeek,
    opens: "trialsEnding",
    testId: "staff-trials-ending",
  },
  {
    label: "staffDashboard.signups7",
    hint: "staffDashboard.signupsHint",
    icon: UserPlus,
    palette: "blue",
    value: (figures) => figures.signups7,
    opens: "signups7",
    testId: "staff-signups-7",
  },
  {
    label: "staffDashboard.signups30",
    hint: "staffDashboard.signupsHint",
    icon: Building2,
    palette: "blue",
    value: (figures) => figures.signups30,
    opens: "signups30",
    testId: "staff-signups-30",
  },
  {
    label: "staffDashboard.failedPayments",
    hint: "staffDashboard.failedPaymentsHint",
    icon: CreditCard,
    palette: "red",
    value: (figures) => figures.failedPayments30,
    opens: "failedPayments",
    testId: "staff-failed-payments",
  },
  {
    label: "staffDashboard.refunds",
    hint: "staffDashboard.refundsHint",
    icon: Undo2,
    palette: "purple",
    value: (figures) => figures.pendingRefundRequests,
    opens: { screen: "/AdminReports" },
    testId: "staff-refunds",
  },
  {
    label: "staffDashboard.unanswered",
    hint: "staffDashboard.unansweredHint",
    icon: Inbox,
    palette: "orange",
    value: (figures) => figures.unansweredSupportMessages,
    opens: { screen: "/supportInbox?status=new" },
    testId: "staff-unanswered",
  },
];

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
  const list = (name: ListName) => `${path}${url.search(figureParams(name), { reset: [] })}`;

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
        {FIGURES.map(({ label, hint, value, opens, ...card }) => (
          <StatCard
            key={card.testId}
            {...card}
            label={t(label)}
            value={data && value(data, format)}
            hint={t(hint)}
            href={typeof opens === "string" ? list(opens) : opens.screen}
          />
        ))}
      </SimpleGrid>
      <StandingTable rows={data?.byStanding} />
      {figure && <OrganizationsDrawer figure={figure} onClose={() => url.set({ list: null, package: null, state: null }, { reset: [] })} />}
    </Stack>
  );
}
