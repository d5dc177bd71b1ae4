import { purgeExpiredIdempotencyKeys } from "@amlak/db";
import type { ScheduledJob } from "./scheduled-job.ts";

/** Every night, the Idempotency-Keys older than 30 days go: a retry that late is a new request. */
export const idempotencyKeysPurge: ScheduledJob = {
  queue: "idempotency-keys.purge",
  cron: "0 3 * * *",
  async run({ database, logger, now }) {
    const purged = await purgeExpiredIdempotencyKeys(database.owner, now());
    logger.info({ purged }, "idempotency keys purged");
  },
};
