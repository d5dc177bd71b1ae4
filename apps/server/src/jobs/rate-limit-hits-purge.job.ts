import { purgeEndedRequestCounts, purgeOldRateLimitHits } from "@amlak/db";
import { REQUEST_WINDOW_MS } from "../plugins/rate-limits.ts";
import type { ScheduledJob } from "./scheduled-job.ts";

/**
 * Every hour, the rate-limit hits no window reads any more go, so the table stays the size of two days of sign-ins,
 * and the request counts of ended windows.
 */
export const rateLimitHitsPurge: ScheduledJob = {
  queue: "rate-limit-hits.purge",
  cron: "17 * * * *",
  async run({ database, logger, now }) {
    const purged = await purgeOldRateLimitHits(database.owner, now());
    const counts = await purgeEndedRequestCounts(database.owner, now(), REQUEST_WINDOW_MS);
    logger.info({ purged, counts }, "rate-limit hits purged");
  },
};
