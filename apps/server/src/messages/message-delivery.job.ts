import { listenTo } from "@amlak/db";
import type { PgBoss } from "pg-boss";
import type { JobServices } from "../jobs/scheduled-job.ts";
import type { Channels } from "./channel.ts";
import { deliverDueMessages } from "./deliver-messages.ts";

const QUEUE = "messages.deliver";

/**
 * Works the outbox: every minute (retries coming due), and at once when a transaction that queued a message commits
 * (the messages trigger NOTIFYs amlak_messages). Each wake-up sends a job; the queue keeps at most one waiting
 * (policy short), so a burst of commits makes one run, not one each. Answers how to stop listening.
 */
export async function startMessageDelivery(boss: PgBoss, services: JobServices, channels: Channels): Promise<() => Promise<void>> {
  await boss.createQueue(QUEUE, { policy: "short" });
  await boss.schedule(QUEUE, "* * * * *", null, { tz: "Asia/Riyadh" });
  // Polled every half second, the least pg-boss allows: a one-time code must arrive while the person waits for it.
  await boss.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
    const outcomes = await deliverDueMessages({ db: services.database.owner, channels, logger: services.logger, now: services.now });
    if (outcomes.sent + outcomes.retrying + outcomes.failed > 0) services.logger.info(outcomes, "messages delivered");
  });
  let waking = false;
  const wake = () => {
    if (waking) return;
    waking = true;
    boss
      .send(QUEUE)
      .catch((err: unknown) => services.logger.error({ err }, "could not wake the message delivery"))
      .finally(() => (waking = false));
  };
  const listener = await listenTo(services.database.url, "amlak_messages", wake, (err) =>
    services.logger.error({ err }, "the message delivery stopped listening; reconnecting"),
  );
  wake();
  return () => listener.close();
}
