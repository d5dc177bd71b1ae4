import { renewSubscription } from "@amlak/api";
import { findRenewalCandidates, queueMessage } from "@amlak/db";
import { formatDate, renewalEndDates, riyadhToday } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import type { ScheduledJob } from "./scheduled-job.ts";

/**
 * Every hour from 09:20 to 20:20 Riyadh (a charge and its SMS never at night), the paid periods of organizations that
 * switched automatic renewal on are renewed with their default card: on the end date, retried one and three days
 * later (renewalAttemptDay). The account owner gets one SMS per attempt in their language: renewed, failed with the
 * retry's date, or failed for good. Each attempt is claimed by its unique key before the card is charged, and its
 * outcome and SMS commit together, so repeated and parallel runs charge and tell once (renewSubscription).
 */
export const subscriptionRenewals: ScheduledJob = {
  queue: "subscriptions.renewals",
  cron: "20 9-20 * * *",
  async run({ database, logger, now, paymentGateway }) {
    const at = now();
    const today = riyadhToday(at);
    const { from, to } = renewalEndDates(today);
    const outcomes = { paid: 0, failed: 0 };
    for (const period of await findRenewalCandidates(database.owner, { gateway: paymentGateway.name, endedFrom: from, endedTo: to })) {
      const lang = period.lang;
      const names = { package: lang === "ar" ? period.name_ar : period.name_en };
      const dated = (date: string) => formatDate(date, { dateType: period.date_type, lang });
      const outcome = await renewSubscription(database.owner, { gateway: paymentGateway, now: at, lang }, period, async (trx, told) => {
        const body =
          told.status === "paid"
            ? translate(lang, "sms.renewalPaid", { ...names, date: dated(told.endDate) })
            : told.retryOn
              ? translate(lang, "sms.renewalFailed", { ...names, date: dated(told.retryOn) })
              : translate(lang, "sms.renewalFailedFinally", names);
        await queueMessage(trx, {
          recipient: period.phone,
          body,
          lang,
          purpose: `subscription.renewal_${told.status}`,
          orgId: period.org_id,
        });
      });
      if (outcome) outcomes[outcome.status]++;
    }
    logger.info({ today, ...outcomes }, "automatic renewals charged");
  },
};
