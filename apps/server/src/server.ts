import { riyadhToday } from "@amlak/domain";
import { outboxSms, seedDemoAccount } from "@amlak/api";
import { openDatabase, seedReferenceData } from "@amlak/db";
import closeWithGrace from "close-with-grace";
import pino from "pino";
import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";

const config = readConfig();
const logger = pino({ level: config.logLevel });

const database = await openDatabase();
await seedReferenceData(database.owner);
await seedDemoAccount(database.owner, config.auth.demo, riyadhToday(new Date()));

const app = await buildApp({
  services: {
    database,
    sms: outboxSms(database.app, (line) => logger.info(line)),
    auth: config.auth,
    storage: config.storage,
    now: () => new Date(),
  },
  webDist: config.webDist,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
});

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Amlak is serving http://localhost:${config.port} (demo: /mockLogin)`);
