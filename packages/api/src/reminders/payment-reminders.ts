import { findPaymentContractDates, findRentReminders, type Trx } from "@amlak/db";
import { nextRentReminder, riyadhToday, type RentReminderKind } from "@amlak/domain";
import { rentReminderSettings } from "./rent-reminder-settings.ts";

interface ReminderPayment {
  id: string;
  due_date: string;
  payment_type: string | null;
  direction: "income" | "expense";
  status: string;
}

/**
 * The reminders of each payment (SPEC §3 Payment): `reminder_date`, the day the next one will go (null when none
 * will), `notified_date`, the day the last one went, and each one with its delivery status. Read from the reminders
 * that went, never stored on the payment: the ledger's read models are rebuilt from events.
 */
export async function paymentReminders(trx: Trx, scope: { orgId: string; today: string }, payments: readonly ReminderPayment[]) {
  const rents = payments.filter((payment) => payment.payment_type === "rent").map((payment) => payment.id);
  const sent = await findRentReminders(trx, rents);
  const contracts = await findPaymentContractDates(trx, rents);
  const settings = rents.length > 0 ? await rentReminderSettings(trx, scope.orgId, scope.today) : null;
  return (payment: ReminderPayment) => {
    const reminders = sent
      .filter((reminder) => reminder.payment_id === payment.id)
      .map(({ kind, queued_at, status, sent_at }) => ({ kind, queued_at, status: status as "queued" | "sent" | "failed" | null, sent_at }));
    const contract = contracts.find((row) => row.id === payment.id);
    const next =
      contract && settings
        ? nextRentReminder(
            {
              dueDate: payment.due_date,
              paymentType: payment.payment_type,
              direction: payment.direction,
              status: payment.status,
              contract: { end: contract.contract_end, cancelled: contract.cancelled_on },
            },
            settings,
            reminders.map((reminder): RentReminderKind => reminder.kind),
            scope.today,
          )
        : null;
    const last = reminders.at(-1);
    return { reminder_date: next?.date ?? null, notified_date: last ? riyadhToday(last.queued_at) : null, reminders };
  };
}
