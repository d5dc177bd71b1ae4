import { seedDemoAccount } from "@amlak/api";
import { demoCaller, testServices, tokenFor, TEST_AUTH } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import type { FastifyInstance, InjectOptions } from "fastify";
import { sql } from "kysely";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

const services = testServices();
const { owner } = services.database;
let app: FastifyInstance;
let token: string;
let orgId: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  await seedDemoAccount(owner, TEST_AUTH.demo, riyadhToday(new Date()));
  const demo = await demoCaller(services);
  orgId = demo.orgId;
  token = await tokenFor(demo);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ services, logger: { level: "info", stream } });
});
afterAll(() => app.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The translated refusal body every edge answers with. */
const refusal = (code: string, lang: Lang) => ({ code, message: translate(lang, code), referenceNo: expect.stringMatching(UUID) });

async function contractBody() {
  const unit = await owner
    .selectFrom("real_estates")
    .select("id")
    .where("org_id", "=", orgId)
    .where("title", "=", "شقة 102")
    .executeTakeFirstOrThrow();
  const tenant = await owner
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", orgId)
    .where("type", "=", "tenant")
    .executeTakeFirstOrThrow();
  return (year: number) => ({
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    contract_start: `${year}-01-01`,
    contract_end: `${year}-12-31`,
    price: 60000,
    contract_interval: 3,
    is_taxable: true,
  });
}

describe("the client's address", () => {
  const fromRotatingAddresses = async (target: FastifyInstance) => {
    const statuses: number[] = [];
    for (const hop of [1, 2, 3, 4]) {
      const response = await target.inject({
        method: "GET",
        url: "/api/openapi.json",
        headers: { "x-forwarded-for": `203.0.113.${hop}`, "accept-language": "en" },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json()).toEqual({
          ...refusal("rateLimited", "en"),
          message: expect.stringMatching(/^Too many attempts, try again in \d+ seconds$/),
        });
    }
    return statuses;
  };

  it("is the socket's by default, so X-Forwarded-For cannot reset the per-address limit", async () => {
    const direct = await buildApp({ services, requestsPerMinute: 3 });
    expect(await fromRotatingAddresses(direct)).toEqual([200, 200, 200, 429]);
    await direct.close();
  });

  it("is the forwarded one behind a trusted proxy", async () => {
    const proxied = await buildApp({ services, requestsPerMinute: 3, trustProxy: "127.0.0.1" });
    expect(await fromRotatingAddresses(proxied)).toEqual([200, 200, 200, 200]);
    await proxied.close();
  });
});

describe("the request id", () => {
  it("is the server's: a client's X-Request-Id is neither the reference number nor in the ledger, only a log correlation", async () => {
    const contract = (await contractBody())(2031);
    const created = await app.inject({
      method: "POST",
      url: "/api/contracts",
      headers: { authorization: `Bearer ${token}`, "x-request-id": "attacker-chosen" },
      payload: contract,
    });
    expect(created.statusCode).toBe(201);
    const { rows } = await sql<{
      request_id: string;
    }>`select meta->>'requestId' as request_id from ledger_events where org_id = ${orgId}`.execute(owner);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.request_id)).not.toContain("attacker-chosen");
    expect(rows.at(-1)?.request_id).toMatch(UUID);

    const refused = await app.inject({ method: "GET", url: "/api/no-such-route", headers: { "x-request-id": "attacker-chosen" } });
    const { referenceNo } = refused.json();
    expect(referenceNo).toMatch(UUID);
    expect(logLines).toContainEqual(expect.objectContaining({ reqId: referenceNo, correlationId: "attacker-chosen" }));
    expect(logLines.map((line) => line.reqId)).not.toContain("attacker-chosen");
  });
});

type Case = { name: string; status: number; code: string; request: InjectOptions };

const json = { "content-type": "application/json" };
const tooLarge = JSON.stringify({ phone: "500000001", password: "x".repeat(1_100_000) });

const restCases: Case[] = [
  {
    name: "malformed JSON",
    status: 400,
    code: "request.malformedJson",
    request: { method: "POST", url: "/api/login", headers: json, payload: '{"phone":' },
  },
  {
    name: "an empty JSON body",
    status: 400,
    code: "request.malformedJson",
    request: { method: "POST", url: "/api/login", headers: json, payload: "" },
  },
  {
    name: "a text/plain body",
    status: 415,
    code: "request.unsupportedMediaType",
    request: { method: "POST", url: "/api/login", headers: { "content-type": "text/plain" }, payload: "phone=500000001" },
  },
  {
    name: "an XML body",
    status: 415,
    code: "request.unsupportedMediaType",
    request: { method: "POST", url: "/api/login", headers: { "content-type": "application/xml" }, payload: "<login/>" },
  },
  {
    name: "a body over the limit",
    status: 413,
    code: "request.tooLarge",
    request: { method: "POST", url: "/api/login", headers: json, payload: tooLarge },
  },
  {
    name: "a very long URL",
    status: 414,
    code: "request.uriTooLong",
    request: { method: "GET", url: `/api/contracts/${"a".repeat(20_000)}` },
  },
  { name: "a malformed URL", status: 400, code: "request.malformed", request: { method: "GET", url: "/api/contracts/%E0%A4%A" } },
  { name: "an unknown route", status: 404, code: "notFound", request: { method: "GET", url: "/api/no-such-route" } },
  {
    name: "a method the route does not take",
    status: 405,
    code: "request.methodNotAllowed",
    request: { method: "PATCH", url: "/api/login", headers: json, payload: "{}" },
  },
  { name: "GET on a POST route", status: 405, code: "request.methodNotAllowed", request: { method: "GET", url: "/api/login" } },
];

const trpcCases: Case[] = [
  { name: "GET on a mutation", status: 405, code: "request.methodNotAllowed", request: { method: "GET", url: "/trpc/auth.login" } },
  {
    name: "POST on a query",
    status: 405,
    code: "request.methodNotAllowed",
    request: { method: "POST", url: "/trpc/books.trialBalance", headers: json, payload: "{}" },
  },
  {
    name: "malformed JSON",
    status: 400,
    code: "request.malformedJson",
    request: { method: "POST", url: "/trpc/auth.login", headers: json, payload: '{"json":' },
  },
  {
    name: "a text/plain body",
    status: 415,
    code: "request.unsupportedMediaType",
    request: { method: "POST", url: "/trpc/auth.login", headers: { "content-type": "text/plain" }, payload: "x" },
  },
  {
    name: "a POST without a content type",
    status: 415,
    code: "request.unsupportedMediaType",
    request: { method: "POST", url: "/trpc/auth.login" },
  },
  {
    name: "a body over the limit",
    status: 413,
    code: "request.tooLarge",
    request: { method: "POST", url: "/trpc/auth.login", headers: json, payload: tooLarge },
  },
  { name: "an unknown path", status: 404, code: "notFound", request: { method: "GET", url: "/trpc/auth/login" } },
];

const withLang = (request: InjectOptions, lang: Lang | undefined): InjectOptions => ({
  ...request,
  headers: { ...(request.headers as Record<string, string>), ...(lang ? { "accept-language": lang } : {}) },
});

describe("refusals before any procedure runs", () => {
  for (const lang of [undefined, "en"] as const) {
    const expected = lang ?? "ar";

    it.each(restCases)(`answers $name under /api in our shape, in ${expected}`, async ({ status, code, request }) => {
      const response = await app.inject(withLang(request, lang));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(refusal(code, expected));
    });

    it.each(trpcCases)(
      `answers $name under /trpc in tRPC's envelope carrying our shape, in ${expected}`,
      async ({ status, code, request }) => {
        const response = await app.inject(withLang(request, lang));
        expect(response.statusCode).toBe(status);
        const { error } = response.json();
        expect(error.json).toMatchObject({ message: translate(expected, code), data: { ...refusal(code, expected), httpStatus: status } });
      },
    );
  }

  it("answers in our shape, in Arabic, when node's parser refuses a URL too long for its header limit", async () => {
    const server = await buildApp({ services });
    await server.listen({ port: 0, host: "127.0.0.1" });
    const { port } = server.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, path: `/api/login?q=${"a".repeat(20_000)}`, headers: { "accept-language": "en" } },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
      request.end();
    });
    await server.close();
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(refusal("request.headersTooLarge", "ar"));
  });
});

describe("with the web build served", () => {
  /** A web build of an app page, a public page template and a server-rendering module that knows no public page. */
  function fakeWebDist(): string {
    const webDist = mkdtempSync(path.join(tmpdir(), "amlak-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Amlak</title>");
    writeFileSync(path.join(webDist, "public.html"), "<!doctype html><title>Public</title>");
    mkdirSync(path.join(webDist, "server"));
    writeFileSync(
      path.join(webDist, "server", "public-ssr.js"),
      "export const isPublicPage = () => false;\n" +
        "export const renderPage = async () => ({ status: 404, html: '<title>Not found</title>' });\n" +
        "export const sitemap = async () => '';\n",
    );
    return webDist;
  }

  it("falls back to the SPA only for GET of an app path", async () => {
    const webDist = fakeWebDist();
    const web = await buildApp({ services, webDist });
    const spa = await web.inject({ method: "GET", url: "/contracts/42" });
    const post = await web.inject({ method: "POST", url: "/contracts/42", headers: json, payload: "{}" });
    const api = await web.inject({ method: "GET", url: "/api/no-such-route", headers: { "accept-language": "en" } });
    await web.close();
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain("<title>Amlak</title>");
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(refusal("notFound", "ar"));
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(refusal("notFound", "en"));
  });

  it("sends an asset compressed as the build wrote it, the encoding the browser takes, kept for a year", async () => {
    const webDist = fakeWebDist();
    mkdirSync(path.join(webDist, "assets"));
    const script = `console.log(${JSON.stringify("أملاك ".repeat(500))});`;
    const file = path.join(webDist, "assets", "index-3f9a.js");
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    const web = await buildApp({ services, webDist });
    const fetched = (encoding: string) =>
      web.inject({ method: "GET", url: "/assets/index-3f9a.js", headers: { "accept-encoding": encoding } });
    const [br, gzip, plain] = [await fetched("gzip, deflate, br"), await fetched("gzip"), await fetched("identity")];
    await web.close();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(String(answer.headers.vary).toLowerCase()).toContain("accept-encoding");
    }
  });
});

describe("a method a route does not take", () => {
  it("names the methods the path takes in Allow", async () => {
    const response = await app.inject({
      method: "PUT",
      url: `/api/payments/${orgId}`,
      headers: { ...json, authorization: `Bearer ${token}` },
      payload: "{}",
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, DELETE");
  });
});

describe("a path that names the resource", () => {
  it("refuses a body naming another record, and cancels neither", async () => {
    const body = await contractBody();
    const post = (url: string, payload: object) =>
      app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}`, "accept-language": "en" }, payload });
    const a = (await post("/api/contracts", body(2032))).json().id as string;
    const b = (await post("/api/contracts", body(2033))).json().id as string;

    const refused = await post(`/api/contracts/${a}/cancel`, { id: b });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "request.pathMismatch", message: translate("en", "request.pathMismatch") });

    for (const id of [a, b]) {
      const contract = await app.inject({ method: "GET", url: `/api/contracts/${id}`, headers: { authorization: `Bearer ${token}` } });
      expect(contract.json().status).not.toBe("Contract_Cancelled");
    }
    const same = await post(`/api/contracts/${a}/cancel`, { id: a });
    expect(same.statusCode).toBe(200);
  });
});
