import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ServerProcess } from "./testing/server-process.ts";

// Two instances of the server on one database, as a load balancer runs them (issue #22): what one instance holds in
// its memory would not hold for the pair.
const database = new pg.Client(process.env.TEST_DATABASE_FILE_URL);
await database.connect();
// Unifonic's messages endpoint, faked on loopback: it records which instance (by its sender name) sent which message,
// taking 20 ms a message so that both instances are at work at once.
const unifonic = Fastify();
const delivered: { sender: string; message: string }[] = [];
unifonic.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, body));
unifonic.post("/rest/SMS/messages", async (request) => {
  const form = new URLSearchParams(request.body as string);
  delivered.push({ sender: form.get("SenderID")!, message: form.get("CorrelationID")! });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { success: true, message: "", errorCode: "ER-00", data: { MessageID: Date.now(), Status: "Sent" } };
});
const unifonicUrl = `${await unifonic.listen({ host: "127.0.0.1", port: 0 })}/rest/SMS/messages`;

afterAll(async () => {
  await ServerProcess.killAll();
  await database.end();
  await unifonic.close();
});

const LIMIT = 20;
let instances: [ServerProcess, ServerProcess];
let token: string;

beforeAll(async () => {
  const env = (sender: string) => ({
    DATABASE_URL: process.env.TEST_DATABASE_FILE_URL!,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    SMS_PROVIDER: "unifonic",
    SMS_APP_SID: "app-sid",
    SMS_SENDER_NAME: sender,
    SMS_API_URL: unifonicUrl,
  });
  // One after the other: both would migrate the database at once otherwise (the migrator's lock makes one wait).
  instances = [await ServerProcess.start(env("FIRST")), await ServerProcess.start(env("SECOND"))];
  token = await instances[0].demoToken();
});

const send = (server: ServerProcess, path: string, init: RequestInit = {}) =>
  fetch(server.url(path), { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

describe("two server instances on one database", () => {
  it("hold one request limit: a user's requests spread over both are refused past the limit, not past twice it", async () => {
    await database.query("delete from request_counts"); // a new minute: signing in spent some of the budget
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      for (const server of instances) statuses.push((await send(server, "/api/openapi.json")).status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT).fill(429));
  });

  it("answer a request retried on the other instance with its Idempotency-Key once, and store one contact", async () => {
    const body = JSON.stringify({ type: "tenant", name: "مستأجر على خادمين", phone: "0551118899" });
    const create = (server: ServerProcess) =>
      send(server, "/api/contacts", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "idempotency-key": "two-instances-1" },
      });
    await database.query("delete from request_counts"); // a new minute: the test above spent the budget
    const answers = await Promise.all(instances.map(create));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(answers.map((answer) => answer.json() as Promise<{ id: string }>));
    expect(second!.id).toBe(first!.id);
    const stored = await database.query("select id from contacts where name = $1", ["مستأجر على خادمين"]);
    expect(stored.rows).toEqual([{ id: first!.id }]);
  });

  it("deliver each queued message once, both at work on the same outbox", async () => {
    const burst = 40;
    await database.query(
      "insert into messages (recipient, body, purpose) select '+9665' || lpad(n::text, 8, '0'), 'رسالة ' || n, 'test.burst' from generate_series(1, $1) n",
      [burst],
    );
    const sent = async () =>
      (await database.query("select count(*)::int as n from messages where purpose = 'test.burst' and status = 'sent'")).rows[0].n;
    await vi.waitFor(async () => expect(await sent()).toBe(burst), { timeout: 30_000, interval: 100 });
    const ids = new Set(
      (await database.query("select id::text from messages where purpose = 'test.burst'")).rows.map((row: { id: string }) => row.id),
    );
    // Signing in texted a code too: only the burst counts here.
    const deliveries = delivered.filter((each) => ids.has(each.message));
    expect(deliveries).toHaveLength(burst);
    expect(new Set(deliveries.map((each) => each.message)).size).toBe(burst);
    expect(new Set(deliveries.map((each) => each.sender))).toEqual(new Set(["FIRST", "SECOND"]));
  });

  it("keep one schedule a job, whichever instance made it, so that a tick sends one job", async () => {
    const { rows } = await database.query("select name, count(*)::int as n from pgboss.schedule group by name order by name");
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.every((row: { n: number }) => row.n === 1)).toBe(true);
  });
});
