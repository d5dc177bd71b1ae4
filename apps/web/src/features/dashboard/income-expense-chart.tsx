import { Box, Card, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { addDays, type DateType } from "@amlak/domain";
import type { Money } from "@amlak/money";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { useLocation } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import type { Financial } from "./dashboard-data.ts";
import { LISTS, useListHref } from "./dashboard-links.ts";

type Month = Financial["months"][number];
type Direction = "income" | "expense";

const FILL: Record<Direction, string> = { income: "var(--chakra-colors-green-500)", expense: "var(--chakra-colors-orange-400)" };
/** Axis amounts in the reader's words, Western digits: "1.5K" in English, "1.5 ألف" in Arabic. */
const COMPACT = {
  ar: new Intl.NumberFormat("ar-SA-u-nu-latn", { notation: "compact", maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }),
};

/** A month's name in the user's language and calendar, Western digits; read mid-month so the calendars agree. */
function monthName(first: string, lang: "ar" | "en", dateType: DateType, style: "short" | "long") {
  const locale = `${lang === "ar" ? "ar-SA" : "en-US"}-u-ca-${dateType === "hj" ? "islamic-umalqura" : "gregory"}-nu-latn`;
  const options: Intl.DateTimeFormatOptions = style === "long" ? { month: "long", year: "numeric" } : { month: "short" };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(`${addDays(first, 14)}T00:00:00Z`));
}

/**
 * Income against expenses falling due in each of the last 12 months, as labelled bars (a legend names them, the
 * tooltip gives each amount in words): in Arabic the months run right to left and the amounts sit on the right.
 * A bar opens that month's income or expenses.
 */
export function IncomeExpenseChart({ months }: { months: Month[] | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useSession((session) => session.lang);
  const dateType = useSession((session) => session.dateType);
  const href = useListHref();
  const [, navigate] = useLocation();
  const rtl = lang === "ar";
  const names: Record<Direction, string> = { income: t("dashboardScreen.chart.income"), expense: t("dashboardScreen.chart.expense") };
  const data = (months ?? []).map((month) => ({
    ...month,
    label: monthName(month.first, lang, dateType, "short"),
    incomeValue: month.income.toNumber(),
    expenseValue: month.expense.toNumber(),
  }));
  const empty = data.every((month) => month.income.isZero() && month.expense.isZero());
  const open = (direction: Direction) => (bar: { payload?: Month }) => {
    const month = bar.payload;
    const link = month && href(direction === "income" ? LISTS.incomeDue(month) : LISTS.expenseDue(month));
    if (link) navigate(link);
  };

  const details = ({ active, payload }: TooltipContentProps<ValueType, NameType>) => {
    const month = payload?.[0]?.payload as Month | undefined;
    if (!active || !month) return null;
    return (
      <Stack gap="1" bg="bg.panel" borderWidth="1px" rounded="md" p="2" shadow="md" textStyle="sm" dir={rtl ? "rtl" : "ltr"}>
        <Text fontWeight="semibold">{monthName(month.first, lang, dateType, "long")}</Text>
        {(["income", "expense"] as const).map((direction) => (
          <Text key={direction} data-testid={`chart-tooltip-${direction}`}>
            {names[direction]}: <bdi dir="ltr">{format.money(month[direction] as Money)}</bdi>
          </Text>
        ))}
      </Stack>
    );
  };

  return (
    <Card.Root size="sm" data-testid="dashboard-chart">
      <Card.Body>
        <Heading size="md">{t("dashboardScreen.chart.title")}</Heading>
        <Text textStyle="sm" color="fg.muted" mb="3">
          {t("dashboardScreen.chart.description")}
        </Text>
        {!months ? (
          <Skeleton height="72" />
        ) : empty ? (
          <Text color="fg.muted" py="10" textAlign="center" data-testid="dashboard-chart-empty">
            {t("dashboardScreen.chart.empty")}
          </Text>
        ) : (
          <Box h="72" dir="ltr" role="img" aria-label={t("dashboardScreen.chart.title")} data-testid="dashboard-chart-plot">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} maxBarSize={32}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                {/* Every nth month, evenly, so long Arabic month names never run into each other on a phone. */}
                <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} interval="equidistantPreserveStart" minTickGap={6} />
                <YAxis
                  orientation={rtl ? "right" : "left"}
                  tickFormatter={(value: number) => COMPACT[lang].format(value)}
                  width={rtl ? 56 : 48}
                  tick={{ fontSize: 12 }}
                />
                <Tooltip content={details} cursor={{ fill: "var(--chakra-colors-bg-muted)" }} />
                {/* Income first in reading order (the legend would sort by name otherwise). */}
                <Legend itemSorter={null} wrapperStyle={{ direction: rtl ? "rtl" : "ltr" }} />
                {(["income", "expense"] as const).map((direction) => (
                  <Bar
                    key={direction}
                    dataKey={`${direction}Value`}
                    name={names[direction]}
                    fill={FILL[direction]}
                    radius={[4, 4, 0, 0]}
                    cursor="pointer"
                    isAnimationActive={false}
                    onClick={open(direction)}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
