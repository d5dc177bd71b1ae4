import { riyadhToday } from "../input/riyadh-date.ts";
import { addDays } from "../schedule/calendar-date.ts";
import { dayNumber } from "./subscription.ts";

/** SPEC §9: a refund may be requested within 21 days of subscribing, counted in Riyadh days from the payment. */
export const REFUND_WINDOW_DAYS = 21;

export function refundWindowOpen(paidAt: Date, now: Date): boolean {
  return riyadhToday(now) <= addDays(riyadhToday(paidAt), REFUND_WINDOW_DAYS);
}

/** Riyadh days from the payment's day to today's, the count the window is measured in: 21 is its last day. */
export function daysSincePayment(paidAt: Date, now: Date): number {
  return dayNumber(riyadhToday(now)) - dayNumber(riyadhToday(paidAt));
}
