import { changeSubscriptionStatus, findSubscriptionsPastTheirDates } from "@amlak/db";
import { riyadhToday, statusDueOn } from "@amlak/domain";
import type { ScheduledJob } from "./scheduled-job.ts";

/**
 * Every hour, the subscriptions whose dates have passed change status: activated ones past their end date expire, and
 * upcoming ones (paid renewals, next-period downgrades) that have started activate. Hourly rather than daily, so a
 * server that was down at midnight catches up within the hour; whatever is days overdue is caught up the same way.
 */
export const subscriptionLifecycle: ScheduledJob = {
  queue: "subscriptions.lifecycle",
  cron: "5 * * * *",
  async run({ database, logger, now }) {
    const at = now();
    const today = riyadhToday(at);
    const changed = { expired: 0, activated: 0 };
    for (const subscription of await findSubscriptionsPastTheirDates(database.owner, today)) {
      const to = statusDueOn({ status: subscription.status, startDate: subscription.start_date, endDate: subscription.end_date }, today);
      if (to && (await changeSubscriptionStatus(database.owner, { id: subscription.id, from: subscription.status, to, now: at }))) {
        changed[to]++;
      }
    }
    logger.info({ today, ...changed }, "subscription statuses brought up to date");
  },
};
