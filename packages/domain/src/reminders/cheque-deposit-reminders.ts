import { addDays, type IsoDate } from "../schedule/calendar-date.ts";

const CHEQUE_DEPOSIT_REMINDER_KINDS = ["before_3", "due_date"] as const;
export type ChequeDepositReminderKind = (typeof CHEQUE_DEPOSIT_REMINDER_KINDS)[number];

/**
 * Each kind's first and last day, in days from the cheque's due date. Rent reminders have no setting for how many days
 * before, so neither does this: 3 days to get the cheque to the bank, and on the due date itself, which a run that
 * missed it still sends for a week (a held cheque past its date is the very thing to be told about).
 */
const WINDOWS: Record<ChequeDepositReminderKind, { first: number; last: number }> = {
  before_3: { first: -3, last: -1 },
  due_date: { first: 0, last: 7 },
};

/** The due dates whose cheques may be due a reminder on `today`; `chequeDepositReminderDue` decides each. */
export function chequeDepositReminderDueDates(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, -WINDOWS.due_date.last), to: addDays(today, -WINDOWS.before_3.first) };
}

/**
 * The deposit reminder a cheque is due on `today` (Riyadh), or null: only a cheque still held (not deposited, cleared
 * or bounced) is reminded, with the latest kind whose window `today` falls in. Whether it already went is the caller's
 * claim, once per (cheque, kind).
 */
export function chequeDepositReminderDue(
  cheque: { readonly dueDate: IsoDate; readonly status: string },
  today: IsoDate,
): ChequeDepositReminderKind | null {
  if (cheque.status !== "held") return null;
  const current = CHEQUE_DEPOSIT_REMINDER_KINDS.filter(
    (kind) => addDays(cheque.dueDate, WINDOWS[kind].first) <= today && today <= addDays(cheque.dueDate, WINDOWS[kind].last),
  );
  return current.at(-1) ?? null;
}
