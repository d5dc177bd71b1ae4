import { openDatabase } from "@amlak/db";
import closeWithGrace from "close-with-grace";
import pino from "pino";
import { readConfig } from "./config.ts";
import { startJobs } from "./jobs/start-jobs.ts";
import { refuseToStart } from "./refuse-to-start.ts";

// The scheduled jobs and the message delivery without the HTTP server (`npm run worker`), for deployments that run
// them apart; any number of workers and servers may share one database.
const config = await Promise.resolve()
  .then(() => readConfig())
  .catch(refuseToStart);
const logger = pino({ level: config.logLevel });
const database = await openDatabase().catch(refuseToStart);
const jobs = await startJobs(
  {
    database,
    logger,
    paymentGateway: config.payments.gateway,
    fatoora: config.fatoora,
    now: () => new Date(),
    publicUrl: config.payments.publicUrl,
    secretsKey: config.payments.secretsKey,
  },
  config.channels,
);
logger.info("Amlak's job worker is running");

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) logger.error({ err }, "stopping after an error");
  await jobs.stop();
  await database.close();
});
