import { listenTo } from "@amlak/db";
import type { PgBoss } from "pg-boss";
import type { JobServices } from "../jobs/scheduled-job.ts";
import type { Channels } from "./channel.ts";
import { deliverDueMessages } from "./deliver-messages.ts";

const QUEUE = "messages.deliver";

/**
 * Works the outbox: at once, in this process, when a transaction that queued a message commits (the messages trigger
 * NOTIFYs amlak_messages), and every minute through pg-boss for retries coming due and for whatever a process that
 * stopped left queued. A burst of commits while a run is going makes one more run, not one each. Every instance
 * may run at once: each message is claimed with its row locked. Answers how to stop.
 */
export async function startMessageDelivery(boss: PgBoss, services: JobServices, channels: Channels): Promise<() => Promise<void>> {
  const deliver = async () => {
    const outcomes = await deliverDueMessages({ db: services.database.owner, channels, logger: services.logger, now: services.now });
    if (outcomes.sent + outcomes.retrying + outcomes.failed > 0) services.logger.info(outcomes, "messages delivered");
  };
  await boss.createQueue(QUEUE, { policy: "short" });
  await boss.schedule(QUEUE, "* * * * *", null, { tz: "Asia/Riyadh" });
  await boss.work(QUEUE, deliver);

  let running: Promise<void> | undefined;
  let again = false;
  const wake = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliver();
      } while (again);
    })()
      .catch((err: unknown) => services.logger.error({ err }, "the message delivery failed; the minute's run retries"))
      .finally(() => (running = undefined));
  };
  const listener = await listenTo(services.database.url, "amlak_messages", wake, (err) =>
    services.logger.error({ err }, "the message delivery stopped listening; reconnecting"),
  );
  wake();
  return async () => {
    await listener.close();
    await running;
  };
}
