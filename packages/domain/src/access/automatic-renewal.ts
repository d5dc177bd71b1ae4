import { addDays } from "../schedule/calendar-date.ts";

/** Days after a paid period's end date on which its automatic renewal is tried: the charge, then two retries. */
const ATTEMPT_DAYS_AFTER_END = [0, 1, 3] as const;

const RENEWAL_ATTEMPTS = ATTEMPT_DAYS_AFTER_END.length;

/** The renewal window's last day: an attempt that would fall after it is never made, the failure before it is final. */
const lastRenewalDay = (endDate: string) => addDays(endDate, ATTEMPT_DAYS_AFTER_END[RENEWAL_ATTEMPTS - 1]!);

/**
 * The day renewal attempt `attempt` (1-based) of a period ending on `endDate` is due, or null when there is none: the
 * first on the end date itself (the new period starts the next day), retries one and three days later. A run that was
 * late (no server running) pushes a retry to the day after the previous attempt, never two attempts in one day; one
 * that would fall after the window is not made.
 */
export function renewalAttemptDay(endDate: string, attempt: number, previousAttemptOn: string | null): string | null {
  const daysAfterEnd = ATTEMPT_DAYS_AFTER_END[attempt - 1];
  if (daysAfterEnd === undefined) return null;
  const planned = addDays(endDate, daysAfterEnd);
  const day = previousAttemptOn && previousAttemptOn >= planned ? addDays(previousAttemptOn, 1) : planned;
  return day <= lastRenewalDay(endDate) ? day : null;
}

/** The attempt due on `today` after `failures` failed ones, or null (not yet due, or the window has passed). */
export function renewalAttemptDue(
  period: { endDate: string; failures: number; lastAttemptOn: string | null },
  today: string,
): number | null {
  const attempt = period.failures + 1;
  const day = renewalAttemptDay(period.endDate, attempt, period.lastAttemptOn);
  return day !== null && day <= today && today <= lastRenewalDay(period.endDate) ? attempt : null;
}

/** The end dates of the periods whose renewal may be due on `today`: `renewalAttemptDue` decides each of them. */
export const renewalEndDates = (today: string) => ({ from: addDays(today, -ATTEMPT_DAYS_AFTER_END[RENEWAL_ATTEMPTS - 1]!), to: today });
