import { findReminderCandidates, queueMessage, recordSubscriptionReminder } from "@amlak/db";
import { formatDate, reminderDue, reminderEndDates, riyadhToday, type PackageCode, type ReminderKind } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import type { ScheduledJob } from "./scheduled-job.ts";

const REMINDER_TEXTS: Record<ReminderKind, string> = { trial_ending: "sms.trialEnding", renewal: "sms.renewalDue" };

/**
 * Every hour from 09:30 to 20:30 Riyadh (never at night), the account owners whose trial or paid period ends within 3
 * days get one SMS in their language (a paid period that renews with the saved card says so instead). A reminder whose day passed while no server ran goes out at the next run, up
 * to the end date itself; after that it is stale and dropped (reminderDue). The reminder's row and its outbox SMS
 * commit together, and the row is unique per subscription and kind, so repeated and parallel runs send it once.
 */
export const subscriptionReminders: ScheduledJob = {
  queue: "subscriptions.reminders",
  cron: "30 9-20 * * *",
  async run({ database, logger, now }) {
    const at = now();
    const today = riyadhToday(at);
    let sent = 0;
    for (const candidate of await findReminderCandidates(database.owner, reminderEndDates(today))) {
      const subscription = {
        status: candidate.status,
        trial: candidate.trial,
        packageCode: candidate.package_code as PackageCode,
        startDate: candidate.start_date,
        endDate: candidate.end_date,
      };
      const kind = reminderDue(subscription, candidate.covered_until, today);
      if (!kind) continue;
      const lang = candidate.lang;
      // A paid period renewed with the saved card needs no action: the owner is told it will be, and with which card.
      const lastFour = (kind === "renewal" && candidate.automatic_renewal && candidate.renewal_card_last_four) || "";
      const body = translate(lang, lastFour ? "sms.renewalAutomatic" : REMINDER_TEXTS[kind], {
        date: formatDate(candidate.end_date, { dateType: candidate.date_type, lang }),
        package: lang === "ar" ? candidate.name_ar : candidate.name_en,
        lastFour,
      });
      const recorded = await database.owner.transaction().execute(async (trx) => {
        if (!(await recordSubscriptionReminder(trx, { subscriptionId: candidate.id, kind, sentAt: at }))) return false;
        await queueMessage(trx, { recipient: candidate.phone, body, lang, purpose: `subscription.${kind}`, orgId: candidate.org_id });
        return true;
      });
      if (recorded) sent++;
    }
    logger.info({ today, sent }, "subscription reminders sent");
  },
};
