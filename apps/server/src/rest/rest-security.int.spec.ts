import { seedDemoAccount } from "@amlak/api";
import { demoCaller, PUBLIC_PROCEDURES, testServices, tokenFor, TEST_AUTH } from "@amlak/api/testing";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { REST_ROUTES } from "./rest-api.ts";
import type { RestRoute } from "./rest-route.ts";

// Generated from REST_ROUTES, the table the /api routes and their OpenAPI document are made from (issue #22): a new
// route is covered the day it is added. The procedures behind them are walked by packages/api's security.int.spec.ts.
const services = testServices();
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  await seedDemoAccount(services.database.owner, TEST_AUTH.demo, "2026-11-22");
  token = await tokenFor(await demoCaller(services));
  app = await buildApp({ services, requestsPerMinute: 0 });
});
afterAll(() => app.close());

const name = (route: RestRoute) => `${route.method} ${route.path}`;
/** The route's path with each `:parameter` given a value. */
const pathWith = (route: RestRoute, value: (parameter: string) => string) =>
  `/api${route.path}`.replace(/:(\w+)/g, (_whole, parameter: string) => encodeURIComponent(value(parameter)));

async function statusOf(route: RestRoute, { url, body, signedIn }: { url: string; body?: unknown; signedIn: boolean }): Promise<number> {
  const response = await app.inject({
    method: route.method,
    url,
    headers: signedIn ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined && route.method !== "GET" && route.method !== "DELETE" ? { payload: body as object } : {}),
  });
  return response.statusCode;
}

const text = fc.oneof(
  fc.uuid(),
  fc.string(),
  fc.integer().map(String),
  fc.constantFrom("2026-01-01", "100.50", "%' or 1=1 --", "../../etc/passwd"),
);

describe("every /api route", () => {
  it("refuses a caller without a token (401), but for the routes of public procedures", async () => {
    const answered: string[] = [];
    for (const route of REST_ROUTES.filter((route) => !PUBLIC_PROCEDURES.has(route.procedure))) {
      const status = await statusOf(route, { url: pathWith(route, () => crypto.randomUUID()), body: {}, signedIn: false });
      if (status !== 401) answered.push(`${name(route)}: ${status}`);
    }
    expect(answered).toEqual([]);
  });

  it.each(REST_ROUTES.map((route) => [name(route), route] as const))(
    "%s answers generated paths, queries and bodies without a 500, signed out and in",
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), text),
          fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
          text,
          fc.boolean(),
          async (query, body, parameter, signedIn) => {
            const url = `${pathWith(route, () => parameter)}?${new URLSearchParams(query).toString()}`;
            expect(await statusOf(route, { url, body, signedIn })).toBeLessThan(500);
          },
        ),
        { numRuns: 12 },
      );
    },
  );
});
