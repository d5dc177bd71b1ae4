import { money, type Money } from "@amlak/money";
import { addDays } from "../schedule/calendar-date.ts";
import { checkoutQuote, type CheckoutQuote } from "./checkout-quote.ts";
import { yearlyPrice, type SubscriptionPackage } from "./packages.ts";
import { periodEndDate, upgradeCredit, type BillingPeriod, type Subscription } from "./subscription.ts";

/** The organization's running subscription, with what was paid for it (nothing for a trial). */
export interface RunningSubscription extends Subscription {
  readonly trial: boolean;
  readonly paid: Money | null;
}

interface CheckoutChoice {
  readonly current: RunningSubscription | null;
  readonly target: SubscriptionPackage;
  readonly billing: BillingPeriod;
  readonly promotionPercent: number;
  readonly today: string;
  /** Bought now to start when the running paid period ends (how a smaller package is chosen). */
  readonly nextPeriod?: boolean;
}

type CheckoutRefusal = "subscription.downgradeNotAllowed" | "subscription.priceOnRequest" | "subscription.notForSale";

export type CheckoutPlan = { ok: true; quote: CheckoutQuote; startDate: string; endDate: string } | { ok: false; code: CheckoutRefusal };

/**
 * SPEC §4 and §9: a paid package bought from today for a month or a year. A running paid subscription may only be
 * upgraded, and its unused days are credited; a trial neither limits the choice nor earns credit (nothing was paid).
 * Free is where an organization falls back, not something bought; Business is priced by sales. A package for the next
 * period (any package, a smaller one included) starts the day after the running paid period ends, with no credit.
 */
export function checkoutPlan({ current, target, billing, promotionPercent, today, nextPeriod = false }: CheckoutChoice): CheckoutPlan {
  if (target.monthlyPrice === null) return { ok: false, code: "subscription.priceOnRequest" };
  if (money(target.monthlyPrice).isZero()) return { ok: false, code: "subscription.notForSale" };
  const listPrice = money(billing === "monthly" ? target.monthlyPrice : (yearlyPrice(target) ?? target.monthlyPrice));
  const paidCurrent = current && !current.trial ? current : null;
  if (nextPeriod && paidCurrent) {
    const startDate = addDays(paidCurrent.endDate, 1);
    const quote = checkoutQuote({ listPrice, promotionPercent, unused: null });
    return { ok: true, quote, startDate, endDate: periodEndDate(startDate, billing) };
  }
  let unused = null;
  if (paidCurrent) {
    const credit = upgradeCredit(paidCurrent, { packageCode: target.code, billing }, today);
    if (!credit.ok) return credit;
    unused = { paid: paidCurrent.paid ?? money(0), remainingDays: credit.remainingDays, totalDays: credit.totalDays };
  }
  return {
    ok: true,
    quote: checkoutQuote({ listPrice, promotionPercent, unused }),
    startDate: today,
    endDate: periodEndDate(today, billing),
  };
}
