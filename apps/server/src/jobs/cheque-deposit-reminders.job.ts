import { claimChequeDepositReminder, findChequeDepositCandidates, insertTask, queueMessage, recordChequeDepositReminder } from "@amlak/db";
import { chequeDepositReminderDue, chequeDepositReminderDueDates, formatDate, riyadhToday, taskPeriod } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { formatMoney, money } from "@amlak/money";
import type { JobServices, ScheduledJob } from "./scheduled-job.ts";

type Candidate = Awaited<ReturnType<typeof findChequeDepositCandidates>>[number];

/**
 * Reminds the landlord to deposit held cheques (issue #23), 3 days before a cheque's due date and on it
 * (chequeDepositReminderDue): a reminder task on the tenant for the due date and, for an account owner, a text. Each
 * (cheque, kind) is claimed in the transaction that writes them, so a second run, a retry or two workers write it once.
 */
export async function remindChequeDeposits({ database, now }: Pick<JobServices, "database" | "now">) {
  const at = now();
  const today = riyadhToday(at);
  let reminded = 0;
  for (const cheque of await findChequeDepositCandidates(database.owner, chequeDepositReminderDueDates(today))) {
    const kind = chequeDepositReminderDue({ dueDate: cheque.due_date, status: cheque.status }, today);
    if (!kind) continue;
    const wrote = await database.owner.transaction().execute(async (trx) => {
      if (!(await claimChequeDepositReminder(trx, { chequeId: cheque.id, kind, queuedAt: at }))) return false;
      const { title, notice } = depositNotice(cheque);
      const onDueDate = taskPeriod({
        all_day: true,
        start_date: cheque.due_date,
        end_date: cheque.due_date,
        start_time: null,
        end_time: null,
      });
      if (!onDueDate.ok) throw new Error(`A cheque's due date ${cheque.due_date} is not a day`);
      const task = await insertTask(trx, {
        org_id: cheque.org_id,
        type: "reminder",
        title,
        description: notice,
        cost: null,
        start_date: onDueDate.start,
        end_date: onDueDate.end,
        all_day: true,
        assignee_id: cheque.owner_id,
        contact_id: cheque.tenant_id,
        real_estate_id: null,
        created_by: cheque.owner_id,
      });
      const texted = cheque.owner_type === "client";
      if (texted) {
        await queueMessage(trx, {
          orgId: cheque.org_id,
          recipient: cheque.owner_phone,
          purpose: `cheque.deposit_${kind}`,
          body: notice,
          lang: cheque.owner_lang,
        });
      }
      await recordChequeDepositReminder(trx, { chequeId: cheque.id, kind, taskId: task.id, messageQueued: texted });
      return true;
    });
    if (wrote) reminded++;
  }
  return { today, reminded };
}

/** The task's title and the text, in the owner's language, naming the cheque, its tenant, amount and due date. */
function depositNotice(cheque: Candidate) {
  const lang = cheque.owner_lang;
  const facts = {
    number: cheque.number,
    bank: cheque.bank || "—",
    tenant: cheque.tenant_name,
    amount: formatMoney(money(cheque.amount), lang),
    date: formatDate(cheque.due_date, { dateType: cheque.owner_date_type, lang }),
  };
  return { title: translate(lang, "cheques.depositTask", facts), notice: translate(lang, "sms.chequeDepositDue", facts) };
}

/** Each morning at 08:00 Riyadh, and again at 14:00 to catch up a morning run that did not happen. */
export const chequeDepositReminders: ScheduledJob = {
  queue: "cheques.deposit-reminders",
  cron: "0 8,14 * * *",
  async run(services) {
    const { today, reminded } = await remindChequeDeposits(services);
    services.logger.info({ today, reminded }, "cheque deposit reminders written");
  },
};
