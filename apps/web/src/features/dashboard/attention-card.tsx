import { Badge, Card, HStack, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { AlarmClock, CalendarClock, CircleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { RouterLink } from "../../ui/router-link.tsx";
import type { Financial, Operational } from "./dashboard-data.ts";
import { LISTS, useListHref } from "./dashboard-links.ts";

interface Item {
  key: string;
  icon: LucideIcon;
  palette: string;
  count: number;
  href: string;
  detail?: ReactNode;
}

interface Props {
  operational: Operational | undefined;
  /** Left out for a role that sees no amounts. */
  financial?: Financial | undefined;
}

/** What the manager should act on now: overdue income, leases about to end, late tasks; each opens its list. */
export function AttentionCard({ operational, financial }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const href = useListHref();
  const items: Item[] = operational
    ? [
        ...(financial
          ? [
              {
                key: "overdue",
                icon: CircleAlert,
                palette: "red",
                count: financial.overdue.count,
                href: LISTS.incomeOverdue(),
                detail: <bdi dir="ltr">{format.money(financial.overdue.amount)}</bdi>,
              },
            ]
          : []),
        {
          key: "ending30Days",
          icon: CalendarClock,
          palette: "orange",
          count: operational.contracts.ending30Days,
          href: LISTS.contracts("ending30Days"),
        },
        {
          key: "ending3Months",
          icon: CalendarClock,
          palette: "yellow",
          count: operational.contracts.ending3Months,
          href: LISTS.contracts("ending3Months"),
        },
        { key: "late", icon: AlarmClock, palette: "red", count: operational.tasks.late, href: LISTS.tasks("late") },
      ]
    : [];
  const pressing = items.filter((item) => item.count > 0);

  return (
    <Card.Root size="sm" data-testid="dashboard-attention">
      <Card.Body>
        <Heading size="md" mb="3">
          {t("dashboardScreen.attention.title")}
        </Heading>
        {!operational ? (
          <Stack gap="2">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height="8" />
            ))}
          </Stack>
        ) : pressing.length === 0 ? (
          <Text color="fg.muted" data-testid="dashboard-attention-none">
            {t("dashboardScreen.attention.none")}
          </Text>
        ) : (
          <Stack gap="1" as="ul" listStyleType="none">
            {pressing.map(({ key, icon: Icon, palette, count, href: list, detail }) => {
              const link = href(list);
              const label = t(`dashboardScreen.attention.${key}`);
              return (
                <HStack as="li" key={key} gap="3" py="1.5" data-testid={`attention-${key}`}>
                  <Text as="span" color={`${palette}.fg`} aria-hidden>
                    <Icon size={18} />
                  </Text>
                  <Stack gap="0" flex="1" minW="0">
                    {link ? (
                      <RouterLink href={link} fontWeight="medium" data-testid={`attention-${key}-link`}>
                        {label}
                      </RouterLink>
                    ) : (
                      <Text fontWeight="medium">{label}</Text>
                    )}
                    {detail && (
                      <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                        {detail}
                      </Text>
                    )}
                  </Stack>
                  <Badge colorPalette={palette} variant="subtle" size="lg" data-testid={`attention-${key}-count`}>
                    <bdi>{count.toLocaleString("en-US")}</bdi>
                  </Badge>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
