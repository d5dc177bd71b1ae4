import { moyasarGateway } from "@amlak/api";
import { queueMessage } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs, type Jobs } from "../jobs/start-jobs.ts";
import { outboxChannel } from "./channel.ts";
import { sandboxFatoora } from "@amlak/zatca";

const database = testDatabase();
const logger = { info: () => {}, error: () => {} };
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
      now: () => new Date(),
      publicUrl: "http://127.0.0.1:9",
    },
    { sms: outboxChannel, whatsapp: outboxChannel, email: outboxChannel },
  );
});
afterAll(() => jobs.stop());

/** Queues a message as a request would (the app's pool) and answers how long it took to be sent. */
async function secondsUntilSent(recipient: string) {
  const queuedAt = Date.now();
  await queueMessage(database.app, { recipient, purpose: "otp.login", body: "code", lang: "ar" });
  for (;;) {
    const row = await database.owner.selectFrom("messages").select("status").where("recipient", "=", recipient).executeTakeFirst();
    if (row?.status === "sent") return (Date.now() - queuedAt) / 1000;
    if (Date.now() - queuedAt > 15_000) throw new Error(`${recipient} was not sent within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the message delivery job", () => {
  it("sends a message within seconds of its commit, woken by the notification rather than the minute's schedule", async () => {
    expect(await secondsUntilSent("566000001")).toBeLessThan(3);
  });

  it("listens again when its connection is cut, and catches up on what was queued meanwhile", async () => {
    // Other test files' servers listen on the same PostgreSQL server: only this file's database counts.
    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'amlak-listen-amlak_messages' and datname = current_database()`.execute(database.owner);
    expect(await secondsUntilSent("566000002")).toBeLessThan(6);
    const listening = await sql<{ count: number }>`
      select count(*)::int as count from pg_stat_activity
      where application_name = 'amlak-listen-amlak_messages' and datname = current_database()`.execute(database.owner);
    expect(listening.rows[0]?.count).toBe(1);
  });
});
