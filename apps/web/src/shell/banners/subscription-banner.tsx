import { Button } from "@chakra-ui/react";
import { bannerState, maySubscribe, type SubscriptionStatus } from "@amlak/domain";
import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import type { Authorization, SessionUser } from "../../lib/trpc/router-types.ts";
import { Banner } from "./banner.tsx";

/**
 * Counts down the last 14 days of the subscription, or says there is none and which package the account fell back to
 * (SPEC §4). Whether one runs is the server's answer, the one every check reads.
 */
export function SubscriptionBanner({ user, subscription }: { user: SessionUser; subscription: Authorization["subscription"] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const latest = subscription.latestUserSubscription;
  // The authorization answer types the status as a plain string; the server only stores the known statuses.
  const period = subscription.active && latest ? { ...latest, status: latest.status as SubscriptionStatus } : null;
  const state = bannerState(user.type, period, todayInRiyadh());
  if (!state.show) return null;

  return (
    <Banner
      tone="warning"
      testId="subscription-banner"
      icon={<Clock size={18} />}
      action={
        maySubscribe(user.type) && (
          // orange.700: white on Chakra's solid orange (600) reads 3.55:1, under WCAG's 4.5:1 for text.
          <Button asChild size="xs" colorPalette="orange" bg="orange.700" _hover={{ bg: "orange.800" }} data-testid="upgrade-now">
            <Link href="/profile?tab=Subscription">{t("banner.upgradeNow")}</Link>
          </Button>
        )
      }
    >
      {state.daysLeft === null || !latest
        ? t("banner.noSubscription", { package: subscription.effectivePackage?.name ?? "" })
        : t("banner.daysLeft", { count: state.daysLeft, endDate: format.date(latest.endDate) })}
    </Banner>
  );
}
