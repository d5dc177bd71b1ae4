import { riyadhToday } from "@amlak/domain";
import { seedDemoAccount } from "@amlak/api";
import { openDatabase, seedReferenceData, type OpenDatabase } from "@amlak/db";
import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { startJobs, type Jobs } from "./jobs/start-jobs.ts";
import { refuseToStart } from "./refuse-to-start.ts";

/** How long requests in flight may run on after SIGTERM before their connections are cut. */
const DRAIN_MS = 10_000;

const config = await Promise.resolve()
  .then(() => readConfig())
  .catch(refuseToStart);
const logger = pino({ level: config.logLevel });
let draining = false;

const { app, database, jobs } = await start().catch(refuseToStart);

// SIGTERM or SIGINT: /readyz answers 503 at once, the listener closes, the requests in flight finish (cut after
// DRAIN_MS), then the running jobs, then the database closes (the embedded one stops), then the process exits 0.
closeWithGrace({ delay: DRAIN_MS + 20_000, logger }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info(`${signal ?? "close"}: draining the requests in flight`);
  draining = true;
  await drain(app);
  await jobs?.stop();
  await database.close();
  app.log.info("stopped");
});

async function start(): Promise<{ app: FastifyInstance; database: OpenDatabase; jobs: Jobs | null }> {
  const database = await openDatabase();
  await seedReferenceData(database.owner);
  await seedDemoAccount(database.owner, config.auth.demo, riyadhToday(new Date()), { money: true });
  const app = await buildApp({
    services: {
      database,
      auth: config.auth,
      storage: config.storage,
      paymentGateway: config.payments.gateway,
      publicUrl: config.payments.publicUrl,
      platformSeller: config.platformSeller,
      secretsKey: config.payments.secretsKey,
      moyasarApiUrl: config.payments.moyasarApiUrl,
      now: () => new Date(),
    },
    sandboxGatewaySettings: config.payments.sandbox,
    webDist: config.webDist,
    site: config.site,
    trustProxy: config.trustProxy,
    ...config.rateLimits,
    logger: { level: config.logLevel },
    isDraining: () => draining,
  });
  const jobs = config.jobsInServer
    ? await startJobs(
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
      )
    : null;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Amlak is serving http://localhost:${config.port} (demo: /mockLogin)`);
  return { app, database, jobs };
}

async function drain(app: FastifyInstance) {
  const closed = app.close();
  const late = await Promise.race([closed.then(() => false), sleep(DRAIN_MS).then(() => true)]);
  if (!late) return;
  app.log.warn(`requests still running ${DRAIN_MS / 1000} s after the signal were cut`);
  app.server.closeAllConnections();
  await closed;
}
