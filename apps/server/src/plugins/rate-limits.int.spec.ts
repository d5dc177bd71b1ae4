import { seedDemoAccount } from "@amlak/api";
import { demoCaller, testServices, tokenFor, TEST_AUTH } from "@amlak/api/testing";
import { translate } from "@amlak/i18n";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

const services = testServices();
const { owner } = services.database;
let token: string;
let colleagueToken: string;
const apps: FastifyInstance[] = [];
const COLLEAGUE = "555000123";

// The counts live in the database, shared by every app of this file as by every instance of a deployment: each test
// starts from none, as a new minute would.
beforeEach(async () => {
  await owner.deleteFrom("request_counts").execute();
});
beforeAll(async () => {
  await seedDemoAccount(owner, TEST_AUTH.demo, "2026-11-22");
  await seedDemoAccount(owner, { phone: COLLEAGUE, password: "Secret@123", email: "colleague@example.sa" }, "2026-11-22");
  token = await tokenFor(await demoCaller(services));
  colleagueToken = await tokenFor(await demoCaller(services, COLLEAGUE));
});
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(options: { requestsPerMinute?: number; now?: Date } = {}) {
  const { now, ...limits } = options;
  const app = await buildApp({ services: now ? { ...services, now: () => now } : services, ...limits });
  apps.push(app);
  return app;
}

const en = { "accept-language": "en" };

/** One GET carrying `calls` session.me queries, as the web client's batch link sends them. */
const meBatch = (app: FastifyInstance, calls: number, remoteAddress = "10.8.0.1", bearer: string | null = token) =>
  app.inject({
    method: "GET",
    url: `/trpc/${Array<string>(calls).fill("session.me").join(",")}?batch=1`,
    headers: { ...en, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    remoteAddress,
  });

/** One POST carrying a password reset request for each of phones, none of them registered. */
const resetBatch = (app: FastifyInstance, phones: string[]) =>
  app.inject({
    method: "POST",
    url: `/trpc/${phones.map(() => "auth.forgotPassword").join(",")}?batch=1`,
    headers: { ...en, "content-type": "application/json" },
    payload: Object.fromEntries(phones.map((phone, i) => [i, { json: { phone } }])),
  });

const resetsRecorded = async (prefix: string) =>
  Number(
    (
      await owner
        .selectFrom("rate_limit_hits")
        .select(owner.fn.countAll<string>().as("n"))
        .where("key", "like", `otp:${prefix}%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

const waitMessage = (seconds: number) => translate("en", "rateLimited", { seconds });

describe("the per-address limit", () => {
  it("never refuses /healthz and /readyz, which a health checker polls from one address", async () => {
    const app = await appWith({ requestsPerMinute: 2 });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      for (const url of ["/healthz", "/readyz"]) statuses.push((await app.inject({ method: "GET", url })).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const limited = [];
    for (let i = 0; i < 3; i++) limited.push((await app.inject({ method: "GET", url: "/api/openapi.json" })).statusCode);
    expect(limited).toEqual([200, 200, 429]);
  });

  it("counts each call of a tRPC batch against the address's budget", async () => {
    const app = await appWith({ requestsPerMinute: 10 });
    expect((await meBatch(app, 6)).statusCode).toBe(200);
    const refused = await meBatch(app, 5);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json().error.json.message).toBe(waitMessage(Number(refused.headers["retry-after"])));

    const colleague = await meBatch(app, 10, "10.8.0.1", colleagueToken);
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json()).toHaveLength(10);
  });

  it("counts per signed-in user, so colleagues behind one address do not share a budget, and per address without a session", async () => {
    const app = await appWith({ requestsPerMinute: 3 });
    expect((await meBatch(app, 3, "10.9.0.1")).statusCode).toBe(200);
    expect((await meBatch(app, 1, "10.9.0.2")).statusCode).toBe(429); // the same user from another address
    expect((await meBatch(app, 3, "10.9.0.1", colleagueToken)).statusCode).toBe(200);

    const anonymous = (address: string) => app.inject({ method: "GET", url: "/api/openapi.json", remoteAddress: address });
    const forged = (address: string) =>
      app.inject({
        method: "GET",
        url: "/api/openapi.json",
        remoteAddress: address,
        headers: { authorization: "Bearer forged.token.value" },
      });
    expect([
      (await anonymous("10.9.0.3")).statusCode,
      (await forged("10.9.0.3")).statusCode,
      (await anonymous("10.9.0.3")).statusCode,
    ]).toEqual([200, 200, 200]);
    expect((await forged("10.9.0.3")).statusCode).toBe(429);
    expect((await anonymous("10.9.0.4")).statusCode).toBe(200);
  });

  it("is off at 0 (RATE_LIMIT_PER_MINUTE=off), batches included", async () => {
    const app = await appWith({ requestsPerMinute: 0 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await meBatch(app, 20)).statusCode);
    expect(statuses).toEqual(Array(5).fill(200));
  });
});

describe("the size of a tRPC batch", () => {
  it("refuses a batch over 20 calls before any of them runs, and runs a batch of 20", async () => {
    const app = await appWith();
    const phones = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(2, "0")}`);

    const refused = await resetBatch(app, phones("5710000", 21));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.json.message).toBe(translate("en", "request.batchTooLarge", { max: 20 }));
    expect(await resetsRecorded("5710000")).toBe(0);

    const answered = await resetBatch(app, phones("5720000", 20));
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toHaveLength(20);
    expect(await resetsRecorded("5720000")).toBe(20);
  });
});

describe("sign-in over HTTP", () => {
  const login = (app: FastifyInstance, remoteAddress: string, password: string) =>
    app.inject({ method: "POST", url: "/api/login", headers: en, payload: { phone: "0500000001", password }, remoteAddress });

  it("makes the attacker's address wait, with Retry-After and the translated message, while the owner signs in from his", async () => {
    const app = await appWith({ now: new Date("2026-11-22T09:00:00Z") }); // the waits are counted on this clock
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(app, "10.9.0.66", "wrong-password")).statusCode);
    expect(statuses).toEqual([401, 401, 401]);

    const refused = await login(app, "10.9.0.66", "wrong-password");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.json()).toMatchObject({ code: "rateLimited", message: waitMessage(1) });

    const overTrpc = await app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { ...en, "content-type": "application/json" },
      payload: { json: { phone: "500000001", password: TEST_AUTH.demo.password } },
      remoteAddress: "10.9.0.66",
    });
    expect(overTrpc.statusCode).toBe(429);
    expect(overTrpc.headers["retry-after"]).toBe("1");

    expect((await login(app, "10.9.0.1", TEST_AUTH.demo.password)).statusCode).toBe(200);
  });
});
