import { Card, Flex, HStack, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { otherCalendarDate } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { RouterLink } from "../../ui/router-link.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";
import type { Financial } from "./dashboard-data.ts";
import { LISTS, useListHref } from "./dashboard-links.ts";

/** The income falling due in the next 14 days: its total and first payments, each opening its contract or unit. */
export function UpcomingPaymentsCard({ upcoming }: { upcoming: Financial["upcoming"] | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const href = useListHref();
  const { nameOf } = useCategoryNames();
  const dateType = useSession((session) => session.dateType);
  const lang = useSession((session) => session.lang);
  const all = upcoming && href(LISTS.incomePending(upcoming));
  const more = upcoming ? upcoming.count - upcoming.payments.length : 0;

  return (
    <Card.Root size="sm" data-testid="dashboard-upcoming">
      <Card.Body>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
          <Heading size="md">{t("dashboardScreen.upcoming.title")}</Heading>
          {upcoming && (
            <HStack gap="2" textStyle="sm" fontVariantNumeric="tabular-nums">
              <Text fontWeight="semibold" data-testid="dashboard-upcoming-amount">
                <bdi dir="ltr">{format.money(upcoming.amount)}</bdi>
              </Text>
              <Text color="fg.muted">{t("dashboardScreen.payments", { count: upcoming.count })}</Text>
              {all && (
                <RouterLink href={all} data-testid="dashboard-upcoming-link" color="brand.fg">
                  {t("dashboardScreen.upcoming.all")}
                </RouterLink>
              )}
            </HStack>
          )}
        </Flex>
        {!upcoming ? (
          <Stack gap="2">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height="8" />
            ))}
          </Stack>
        ) : upcoming.payments.length === 0 ? (
          <Text color="fg.muted" data-testid="dashboard-upcoming-empty">
            {t("dashboardScreen.upcoming.empty")}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
            {upcoming.payments.map((payment) => {
              const link = href(payment.contractId ? LISTS.contract(payment.contractId) : LISTS.property(payment.realEstateId ?? ""));
              const title = [payment.partyName, payment.unit].filter(Boolean).join(" · ");
              return (
                <Flex as="li" key={payment.id} py="2" gap="3" justify="space-between" align="center" data-testid="upcoming-payment">
                  <Stack gap="0" minW="0">
                    {link ? (
                      <RouterLink href={link} fontWeight="medium" truncate>
                        {title}
                      </RouterLink>
                    ) : (
                      <Text fontWeight="medium" truncate>
                        {title}
                      </Text>
                    )}
                    <Text textStyle="xs" color="fg.muted">
                      {nameOf(payment.type)} ·{" "}
                      <bdi dir="ltr" title={otherCalendarDate(payment.dueDate, { dateType, lang })}>
                        {format.date(payment.dueDate)}
                      </bdi>
                    </Text>
                  </Stack>
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" flexShrink={0}>
                    <bdi dir="ltr">{format.money(payment.amount)}</bdi>
                  </Text>
                </Flex>
              );
            })}
            {more > 0 && (
              <Text as="li" pt="2" textStyle="sm" color="fg.muted">
                {t("dashboardScreen.upcoming.more", { count: more })}
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
