import { addDays } from "../schedule/calendar-date.ts";
import type { PackageCode } from "./packages.ts";
import { isActive, type SubscriptionStatus } from "./subscription.ts";

interface LifecycleSubscription {
  readonly status: SubscriptionStatus;
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * The status a subscription's dates call for on `today` (Riyadh), or null when it keeps its own. An activated one
 * expires the day after its end date; an upcoming one (a paid renewal, or a downgrade chosen for the next period)
 * activates on its start date, or expires straight away when a long outage let its whole period pass.
 */
export function statusDueOn(subscription: LifecycleSubscription, today: string): "activated" | "expired" | null {
  if (subscription.status === "activated") return subscription.endDate < today ? "expired" : null;
  if (subscription.status !== "upcoming" || today < subscription.startDate) return null;
  return subscription.endDate < today ? "expired" : "activated";
}

export type ReminderKind = "trial_ending" | "renewal";

const REMINDER_DAYS_BEFORE_END = 3;

interface ReminderSubscription extends LifecycleSubscription {
  readonly trial: boolean;
  readonly packageCode: PackageCode;
}

/** The end dates whose subscriptions may be due a reminder on `today`; `reminderDue` decides each of them. */
export function reminderEndDates(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, REMINDER_DAYS_BEFORE_END) };
}

/**
 * The SMS reminder an activated subscription is due on `today`: from 3 days before its end date through the end date
 * itself, so a run that missed the day (a server down) catches up, while one that would arrive after the period has
 * ended is stale and never sent. A trial gets "trial ending"; a paid period "renewal"; Free has nothing to renew.
 * `coveredUntil` is the last end date of the organization's activated and upcoming subscriptions: when it runs past
 * this one's (a paid renewal waiting as upcoming, an upgrade already running), nothing needs to be said.
 */
export function reminderDue(subscription: ReminderSubscription, coveredUntil: string, today: string): ReminderKind | null {
  if (!isActive(subscription, today) || today < addDays(subscription.endDate, -REMINDER_DAYS_BEFORE_END)) return null;
  if (coveredUntil > subscription.endDate) return null;
  if (subscription.trial) return "trial_ending";
  return subscription.packageCode === "free" ? null : "renewal";
}
