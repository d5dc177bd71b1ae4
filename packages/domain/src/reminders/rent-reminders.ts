import { addDays, type IsoDate } from "../schedule/calendar-date.ts";

export const RENT_REMINDER_KINDS = ["before_14", "before_7", "due_today", "overdue_3"] as const;
export type RentReminderKind = (typeof RENT_REMINDER_KINDS)[number];

/** Each kind's first and last day, in days from the due date; past its last day a reminder is stale and never sent. */
const WINDOWS: Record<RentReminderKind, { first: number; last: number }> = {
  before_14: { first: -14, last: -1 },
  before_7: { first: -7, last: -1 },
  due_today: { first: 0, last: 0 },
  overdue_3: { first: 3, last: 7 },
};

/** An instalment as the reminders see it: only unpaid rent of a running (not cancelled, not ended) contract is reminded. */
export interface RemindedInstalment {
  readonly dueDate: IsoDate;
  readonly paymentType: string | null;
  readonly direction: "income" | "expense";
  readonly status: string;
  readonly contract: { readonly end: IsoDate; readonly cancelled: IsoDate | null };
}

export interface RentReminderSettings {
  /** The organization's `send_sms_reminder`, and a paid effective package (SPEC §5, §9). */
  readonly enabled: boolean;
  /** Beyond the SPEC, each switchable: the notice on the due date and the one 3 days overdue. */
  readonly onDueDate: boolean;
  readonly whenOverdue: boolean;
}

const kindsOf = (settings: RentReminderSettings): RentReminderKind[] =>
  RENT_REMINDER_KINDS.filter((kind) => (kind === "due_today" ? settings.onDueDate : kind === "overdue_3" ? settings.whenOverdue : true));

/** The due dates whose instalments may be due a reminder on `today`; `rentReminderDue` decides each of them. */
export function rentReminderDueDates(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, -WINDOWS.overdue_3.last), to: addDays(today, -WINDOWS.before_14.first) };
}

/**
 * The reminder an instalment is due on `today` (Riyadh), or null: 14 and 7 days before its due date (SPEC §9), on the
 * due date and 3 days late (when the organization keeps those on). A run that missed days catches up with only the
 * most recent kind whose first day has come, and only while it is not stale: a `before_*` reminder until the day
 * before the due date, `due_today` on the due date alone, `overdue_3` until 7 days late (a reminder a week late reads
 * as a mistake more than as news). Whether it already went is not this rule's business: the caller claims each
 * (instalment, kind) once, so the same kind answered on later days sends nothing again.
 */
export function rentReminderDue(instalment: RemindedInstalment, settings: RentReminderSettings, today: IsoDate): RentReminderKind | null {
  if (!settings.enabled || !isRemindedRent(instalment, today)) return null;
  const started = kindsOf(settings).filter((kind) => addDays(instalment.dueDate, WINDOWS[kind].first) <= today);
  const latest = started.at(-1);
  if (!latest || today > addDays(instalment.dueDate, WINDOWS[latest].last)) return null;
  return latest;
}

/** The next reminder that will go (today when today's has not gone yet), or null when none will (SPEC §3 reminder_date). */
export function nextRentReminder(
  instalment: RemindedInstalment,
  settings: RentReminderSettings,
  sent: readonly RentReminderKind[],
  today: IsoDate,
): { kind: RentReminderKind; date: IsoDate } | null {
  // The rule's answer changes only on a kind's first day, so today and those days are the ones to look at.
  const days = [today, ...kindsOf(settings).map((kind) => addDays(instalment.dueDate, WINDOWS[kind].first))].filter((day) => day >= today);
  for (const date of days.sort()) {
    const kind = rentReminderDue(instalment, settings, date);
    if (kind && !sent.includes(kind)) return { kind, date };
  }
  return null;
}

function isRemindedRent(instalment: RemindedInstalment, today: IsoDate): boolean {
  return (
    instalment.paymentType === "rent" &&
    instalment.direction === "income" &&
    instalment.status === "pending" &&
    instalment.contract.cancelled === null &&
    today <= instalment.contract.end
  );
}
