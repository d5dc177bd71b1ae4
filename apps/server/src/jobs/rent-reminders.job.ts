import { rentReminderSettings } from "@amlak/api";
import { findRentReminderCandidates, queueRentReminder, withOrg } from "@amlak/db";
import { rentReminderDue, rentReminderDueDates, riyadhToday, type RentReminderSettings } from "@amlak/domain";
import { rentReminderMessage } from "./rent-reminder-message.ts";
import type { JobServices, ScheduledJob } from "./scheduled-job.ts";

/**
 * Queues the rent reminders due on the day of `now` (Riyadh) and answers how many it queued (SPEC §9; rentReminderDue
 * says which, catching up after days without a run). Each (instalment, kind) is claimed in the transaction that
 * queues its message, so a second run, a retry or two workers at once queue it once.
 */
export async function queueRentReminders({ database, now, publicUrl }: Pick<JobServices, "database" | "now" | "publicUrl">) {
  const at = now();
  const today = riyadhToday(at);
  const settings = new Map<string, RentReminderSettings>();
  const settingsOf = async (orgId: string) => {
    const known = settings.get(orgId);
    if (known) return known;
    const read = await withOrg(database.app, orgId, (trx) => rentReminderSettings(trx, orgId, today));
    settings.set(orgId, read);
    return read;
  };
  let queued = 0;
  for (const instalment of await findRentReminderCandidates(database.owner, rentReminderDueDates(today))) {
    const reminded = {
      dueDate: instalment.due_date,
      paymentType: instalment.payment_type,
      direction: instalment.direction,
      status: instalment.status,
      contract: { end: instalment.contract_end, cancelled: instalment.cancelled_on },
    };
    const kind = rentReminderDue(reminded, await settingsOf(instalment.org_id), today);
    const message = kind && rentReminderMessage(instalment, kind, publicUrl);
    if (!kind || !message) continue;
    const claim = { paymentId: instalment.id, kind, queuedAt: at };
    if (await database.owner.transaction().execute((trx) => queueRentReminder(trx, claim, message))) queued++;
  }
  return { today, queued };
}

/** At 09:00 Riyadh, and again at 15:00 to catch up a morning run that did not happen (the claim makes it harmless). */
export const rentReminders: ScheduledJob = {
  queue: "rent.reminders",
  cron: "0 9,15 * * *",
  async run(services) {
    const { today, queued } = await queueRentReminders(services);
    services.logger.info({ today, queued }, "rent reminders queued");
  },
};
