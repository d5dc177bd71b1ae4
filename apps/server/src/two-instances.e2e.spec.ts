import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServerProcess } from "./testing/server-process.ts";

// Two instances of the server on one database, as a load balancer runs them (issue #22): what one instance holds in
// its memory would not hold for the pair.
const database = new pg.Client(process.env.TEST_DATABASE_FILE_URL);
await database.connect();
afterAll(async () => {
  await ServerProcess.killAll();
  await database.end();
});

const LIMIT = 20;
let instances: [ServerProcess, ServerProcess];
let token: string;

beforeAll(async () => {
  const env = { DATABASE_URL: process.env.TEST_DATABASE_FILE_URL!, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  // One after the other: both would migrate the database at once otherwise (the migrator's lock makes one wait).
  instances = [await ServerProcess.start(env), await ServerProcess.start(env)];
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
});
