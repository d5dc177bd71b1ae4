import { PgBoss } from "pg-boss";
import type { Channels } from "../messages/channel.ts";
import { startMessageDelivery } from "../messages/message-delivery.job.ts";
import { advancesApplied } from "./advances.job.ts";
import { chequeDepositReminders } from "./cheque-deposit-reminders.job.ts";
import { idempotencyKeysPurge } from "./idempotency-keys-purge.job.ts";
import { rateLimitHitsPurge } from "./rate-limit-hits-purge.job.ts";
import { zatcaSubmissions } from "./zatca-submissions.job.ts";
import { rentReminders } from "./rent-reminders.job.ts";
import type { JobServices, ScheduledJob } from "./scheduled-job.ts";
import { subscriptionLifecycle } from "./subscription-lifecycle.job.ts";
import { subscriptionReminders } from "./subscription-reminders.job.ts";
import { subscriptionRenewals } from "./subscription-renewals.job.ts";

const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  idempotencyKeysPurge,
  rateLimitHitsPurge,
  subscriptionLifecycle,
  subscriptionReminders,
  subscriptionRenewals,
  advancesApplied,
  rentReminders,
  chequeDepositReminders,
  zatcaSubmissions,
];

export interface Jobs {
  /** Stops fetching and lets a running job finish (up to 8 s, inside close-with-grace's 10) before closing. */
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the database's owner connection (its own pool and schema, pgboss), creates the queues, schedules
 * each job in Riyadh time and works them. Any number of servers and workers may run this at once: pg-boss sends one
 * job per schedule tick and hands each job to one of them.
 */
export async function startJobs(services: JobServices, channels: Channels): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: services.database.url, application_name: "amlak-jobs" });
  boss.on("error", (err) => services.logger.error({ err }, "job runner error"));
  await boss.start();
  for (const job of SCHEDULED_JOBS) {
    await boss.createQueue(job.queue);
    await boss.schedule(job.queue, job.cron, null, { tz: "Asia/Riyadh" });
    await boss.work(job.queue, async () => {
      await job.run(services);
    });
  }
  const stopListening = await startMessageDelivery(boss, services, channels);
  // A job still running after the grace is failed and retried later, which its idempotency makes safe (DESIGN §9).
  return {
    async stop() {
      await stopListening();
      await boss.stop({ graceful: true, timeout: 8_000 });
    },
  };
}
