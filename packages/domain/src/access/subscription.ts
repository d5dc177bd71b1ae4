import { addDays } from "../schedule/calendar-date.ts";
import { addMonthsClamped } from "../schedule/months.ts";
import { packageRank, TRIAL_DAYS, type PackageCode } from "./packages.ts";
import { showsSubscriptionBanner, type UserType } from "./user-types.ts";

export type SubscriptionStatus = "canceled" | "activated" | "pending" | "expired" | "rejected" | "failed" | "upcoming";

const BILLING_PERIODS = ["monthly", "yearly"] as const;

export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** A subscription runs from startDate through endDate, both included, as Gregorian YYYY-MM-DD dates. */
export interface Subscription {
  readonly status: SubscriptionStatus;
  readonly packageCode: PackageCode;
  readonly billing: BillingPeriod;
  readonly startDate: string;
  readonly endDate: string;
}

/** The part of a subscription that says whether it runs today and for how many more days. */
type SubscriptionPeriod = Pick<Subscription, "status" | "startDate" | "endDate">;

const BANNER_WINDOW_DAYS = 14;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date: whole numbers, so day counts are plain subtraction. */
export function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

function isoDateOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of a trial starting on `startDate`: TRIAL_DAYS days including both ends. */
export function trialEndDate(startDate: string): string {
  return isoDateOf(dayNumber(startDate) + TRIAL_DAYS - 1);
}

/** The last day of a paid period starting on `startDate`: a month or a year, both ends included. */
export function periodEndDate(startDate: string, billing: BillingPeriod): string {
  return addDays(addMonthsClamped(startDate, billing === "monthly" ? 1 : 12), -1);
}

/** Activated, and today falls within its dates. */
export function isActive(subscription: SubscriptionPeriod, today: string): boolean {
  return subscription.status === "activated" && subscription.startDate <= today && today <= subscription.endDate;
}

/** Days left including today, so the end date itself reads "1 day left"; 0 once it has passed. */
export function subscriptionDaysLeft(subscription: SubscriptionPeriod, today: string): number {
  return Math.max(0, dayNumber(subscription.endDate) - dayNumber(today) + 1);
}

/** daysLeft is null for "No Active Subscription". */
interface BannerState {
  readonly show: boolean;
  readonly daysLeft: number | null;
}

/** SPEC §4: the banner counts down the last 14 days, or says there is no active subscription. */
export function bannerState(type: UserType, subscription: SubscriptionPeriod | null, today: string): BannerState {
  if (!showsSubscriptionBanner(type)) return { show: false, daysLeft: null };
  if (!subscription || !isActive(subscription, today)) return { show: true, daysLeft: null };
  const daysLeft = subscriptionDaysLeft(subscription, today);
  return { show: daysLeft <= BANNER_WINDOW_DAYS, daysLeft };
}

interface PlanChoice {
  readonly packageCode: PackageCode;
  readonly billing: BillingPeriod;
}

/**
 * Whole days of the current subscription: the new plan starts today, so the unused days from today on are credited
 * against its price (priced later, in money) and the days before today are not.
 */
type UpgradeCredit =
  { ok: true; totalDays: number; usedDays: number; remainingDays: number } | { ok: false; code: "subscription.downgradeNotAllowed" };

/** Plans in upgrade order: by package, then monthly before yearly within a package. */
function planOrder(plan: PlanChoice): number {
  return packageRank(plan.packageCode) * BILLING_PERIODS.length + BILLING_PERIODS.indexOf(plan.billing);
}

/**
 * SPEC §4: an upgrade deducts the days already used; a downgrade is not allowed. Only a running subscription
 * limits the choice and earns credit. Choosing the current plan again is refused too: it would not be an upgrade.
 */
export function upgradeCredit(current: Subscription, target: PlanChoice, today: string): UpgradeCredit {
  const totalDays = dayNumber(current.endDate) - dayNumber(current.startDate) + 1;
  if (!isActive(current, today)) return { ok: true, totalDays, usedDays: totalDays, remainingDays: 0 };
  if (planOrder(target) <= planOrder(current)) return { ok: false, code: "subscription.downgradeNotAllowed" };
  const remainingDays = subscriptionDaysLeft(current, today);
  return { ok: true, totalDays, usedDays: totalDays - remainingDays, remainingDays };
}
