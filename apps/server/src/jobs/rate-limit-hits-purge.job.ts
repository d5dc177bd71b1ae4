import { purgeOldRateLimitHits } from "@amlak/db";
import type { ScheduledJob } from "./scheduled-job.ts";

/** Every hour, the rate-limit hits no window reads any more go, so the table stays the size of two days of sign-ins. */
export const rateLimitHitsPurge: ScheduledJob = {
  queue: "rate-limit-hits.purge",
  cron: "17 * * * *",
  async run({ database, logger, now }) {
    const purged = await purgeOldRateLimitHits(database.owner, now());
    logger.info({ purged }, "rate-limit hits purged");
  },
};
