import { moyasarGateway } from "@amlak/api";
import { insertOrganization } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { PgBoss } from "pg-boss";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxChannel } from "../messages/channel.ts";
import { startJobs, type Jobs } from "./start-jobs.ts";
import { sandboxFatoora } from "@amlak/zatca";

const database = testDatabase();
const now = new Date("2027-01-15T00:00:00Z");
const logged: { fields: object; message: string }[] = [];
const logger = {
  info: (fields: object, message: string) => void logged.push({ fields, message }),
  error: (fields: object, message: string) => void logged.push({ fields, message }),
};

// A second pg-boss on the same database, as an operator's console would be: it reads the schedules and sends a job.
const operator = new PgBoss({ connectionString: database.url, supervise: false, schedule: false, migrate: false });
let jobs: Jobs;

beforeAll(async () => {
  // No job here charges a card: the gateway is never reached.
  const paymentGateway = moyasarGateway({
    name: "sandbox",
    apiBase: "http://127.0.0.1:9/v1",
    secretKey: "unused",
    webhookSecret: "unused",
  });
  jobs = await startJobs(
    {
      database,
      logger,
      paymentGateway,
      fatoora: sandboxFatoora,
      secretsKey: new Uint8Array(32),
      now: () => now,
      publicUrl: "http://127.0.0.1:9",
    },
    { sms: outboxChannel, whatsapp: outboxChannel, email: outboxChannel },
  );
  await operator.start();
});
afterAll(async () => {
  await operator.stop();
  await jobs.stop();
});

async function settled(queue: string, id: string, timeoutMs: number) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const [job] = await operator.findJobs(queue, { id });
    if (job && job.state !== "created" && job.state !== "active") return job.state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${id} did not finish within ${timeoutMs} ms`);
}

describe("the job runner", () => {
  it("schedules the jobs in Riyadh time: the purges, the subscription lifecycle hourly, reminders and renewals in the daytime", async () => {
    expect(await operator.getSchedules("idempotency-keys.purge")).toEqual([
      expect.objectContaining({ name: "idempotency-keys.purge", cron: "0 3 * * *", timezone: "Asia/Riyadh" }),
    ]);
    expect(await operator.getSchedules("rate-limit-hits.purge")).toEqual([
      expect.objectContaining({ name: "rate-limit-hits.purge", cron: "17 * * * *", timezone: "Asia/Riyadh" }),
    ]);
    expect(await operator.getSchedules("subscriptions.lifecycle")).toEqual([
      expect.objectContaining({ name: "subscriptions.lifecycle", cron: "5 * * * *", timezone: "Asia/Riyadh" }),
    ]);
    expect(await operator.getSchedules("subscriptions.reminders")).toEqual([
      expect.objectContaining({ name: "subscriptions.reminders", cron: "30 9-20 * * *", timezone: "Asia/Riyadh" }),
    ]);
    expect(await operator.getSchedules("subscriptions.renewals")).toEqual([
      expect.objectContaining({ name: "subscriptions.renewals", cron: "20 9-20 * * *", timezone: "Asia/Riyadh" }),
    ]);
    expect(await operator.getSchedules("rent.reminders")).toEqual([
      expect.objectContaining({ name: "rent.reminders", cron: "0 9,15 * * *", timezone: "Asia/Riyadh" }),
    ]);
    expect(await operator.getSchedules("cheques.deposit-reminders")).toEqual([
      expect.objectContaining({ name: "cheques.deposit-reminders", cron: "0 8,14 * * *", timezone: "Asia/Riyadh" }),
    ]);
    expect(await operator.getSchedules("messages.deliver")).toEqual([
      expect.objectContaining({ name: "messages.deliver", cron: "* * * * *", timezone: "Asia/Riyadh" }),
    ]);
  });

  it("works the purge job: keys older than 30 days at its now go, younger ones stay", async () => {
    const orgId = randomUUID();
    await insertOrganization(database.owner, orgId);
    const key = (name: string, ageDays: number) => ({
      org_id: orgId,
      key: name,
      request_hash: "-",
      response: "{}",
      created_at: new Date(now.getTime() - ageDays * 86_400_000),
    });
    await database.owner
      .insertInto("idempotency_keys")
      .values([key("job-old", 31), key("job-young", 3)])
      .execute();

    const id = await operator.send("idempotency-keys.purge");
    expect(await settled("idempotency-keys.purge", id!, 20_000)).toBe("completed");

    const left = await database.owner.selectFrom("idempotency_keys").select("key").where("org_id", "=", orgId).execute();
    expect(left).toEqual([{ key: "job-young" }]);
    expect(logged).toContainEqual({ fields: { purged: 1 }, message: "idempotency keys purged" });
  }, 30_000);
});
