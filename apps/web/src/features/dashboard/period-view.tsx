import { SimpleGrid, Text } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { CalendarCheck, HandCoins, ListTodo, Receipt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { CollectedCard } from "./collected-card.tsx";
import { LISTS, useListHref } from "./dashboard-links.ts";
import { StatCard } from "./stat-card.tsx";

/**
 * Today, or this week (Sunday to Saturday): the income due in it and what of it is paid, what is still due, what was
 * received in it, and its tasks; a role that sees no amounts sees the tasks only.
 */
export function PeriodView({ period }: { period: "daily" | "weekly" }) {
  const { t } = useTranslation();
  const format = useFormat();
  const href = useListHref();
  const user = useSignedInUser();
  const seesAmounts = Boolean(user && mayPerform(user.type, "payments.read"));
  const daily = trpc.dashboard.daily.useQuery(undefined, { enabled: period === "daily" });
  const weekly = trpc.dashboard.weekly.useQuery(undefined, { enabled: period === "weekly" });
  const query = period === "daily" ? daily : weekly;
  const data = query.data;
  const income = data?.income ?? undefined;
  const range = data && (data.first === data.last ? format.date(data.first) : `${format.date(data.first)} – ${format.date(data.last)}`);

  if (query.isError)
    return (
      <LoadError
        title={t("dashboardScreen.loadError")}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId="dashboard-period"
      />
    );
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" data-testid={`dashboard-${period}`}>
      <Text gridColumn="1 / -1" color="fg.muted" data-testid="dashboard-period-range">
        {t(`dashboardScreen.period.${period === "daily" ? "day" : "week"}`)} · <bdi dir="ltr">{range}</bdi>
      </Text>
      {seesAmounts && (
        <>
          <CollectedCard income={income} label={t("dashboardScreen.period.collected")} testId="period-collected" />
          <StatCard
            testId="period-pending"
            icon={Receipt}
            palette="orange"
            label={t("dashboardScreen.period.pending")}
            value={income && format.money(income.pending.amount)}
            href={income && href(LISTS.incomePending(income))}
            hint={income && t("dashboardScreen.payments", { count: income.pending.count })}
          />
          <StatCard
            testId="period-received"
            icon={HandCoins}
            palette="green"
            label={t("dashboardScreen.period.received")}
            value={data?.received ? format.money(data.received.amount) : undefined}
            href={href(LISTS.incomeReceived())}
            hint={t("dashboardScreen.period.receivedHint")}
          />
        </>
      )}
      <StatCard
        testId="period-tasks"
        icon={period === "daily" ? ListTodo : CalendarCheck}
        palette="purple"
        label={t(`dashboardScreen.period.${period === "daily" ? "tasksDay" : "tasksWeek"}`)}
        value={data?.tasks}
        href={href(period === "daily" ? LISTS.tasks("today") : LISTS.tasksThisWeek())}
        hint={t("dashboardScreen.period.openTasks")}
      />
    </SimpleGrid>
  );
}
