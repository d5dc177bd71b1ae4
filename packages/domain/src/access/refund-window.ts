import { riyadhToday } from "../input/riyadh-date.ts";
import { addDays } from "../schedule/calendar-date.ts";

/** SPEC §9: a refund may be requested within 21 days of subscribing, counted in Riyadh days from the payment. */
export const REFUND_WINDOW_DAYS = 21;

export function refundWindowOpen(paidAt: Date, now: Date): boolean {
  return riyadhToday(now) <= addDays(riyadhToday(paidAt), REFUND_WINDOW_DAYS);
}
