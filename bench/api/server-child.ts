import { createDb, findRealEstates, listRealEstates, withOrg } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { PAGE_SIZE, ZRealEstateListSchema } from "@amlak/schemas";
import pg from "pg";
import { buildApp } from "../../apps/server/src/app.ts";
import { benchServices } from "../reports/member.ts";
import { LIST_INPUT } from "./targets.ts";

// The server the API bench loads, in a process of its own (pinned to its own core by main.ts): the real app as
// `npm start` builds it (request logging at info on stdout, the rate limit on, a pool of 10), plus, here only, two
// plain Fastify routes running the same queries as realEstates.list's first page and realEstates.find, with no tRPC
// and no token, and a count of the statements sent to PostgreSQL.
const { BENCH_DATABASE_URL: url, BENCH_ORG_ID: orgId, BENCH_API_PORT: port } = process.env;
if (!url || !orgId || !port) throw new Error("BENCH_DATABASE_URL, BENCH_ORG_ID and BENCH_API_PORT are not set");

// Counted only between POST and GET /bench/statements, so the loads do not pay for it.
let statements: Map<string, number> | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
  if (statements && text) statements.set(text, (statements.get(text) ?? 0) + 1);
  return (query as (...args: unknown[]) => unknown).apply(this, args);
} as typeof query;

const app = createDb(url, { role: "app", max: 10 });
const owner = createDb(url, { role: "owner", max: 4 });
const server = await buildApp({ services: benchServices(url, app, owner), logger: { level: "info" }, requestsPerMinute: 100_000_000 });

const listQuery = ZRealEstateListSchema.parse(LIST_INPUT);
server.get("/bench/plain-list", async (_request, reply) => {
  const scope = { orgId, today: riyadhToday(new Date()) };
  const page = await withOrg(app, orgId, (trx) => listRealEstates(trx, scope, listQuery, { page: 1, pageSize: PAGE_SIZE }));
  return reply.send(page);
});
server.get("/bench/plain-find", async (_request, reply) => reply.send(await withOrg(app, orgId, (trx) => findRealEstates(trx, orgId, {}))));
server.post("/bench/statements", async (_request, reply) => {
  statements = new Map();
  return reply.send({});
});
server.get("/bench/statements", async (_request, reply) => {
  const sent = Object.fromEntries(statements ?? []);
  statements = null;
  return reply.send(sent);
});

await server.listen({ host: "127.0.0.1", port: Number(port) });
process.once("SIGTERM", () => {
  void server
    .close()
    .then(() => Promise.all([app.destroy(), owner.destroy()]))
    .then(() => process.exit(0)); // --cpu-prof writes its profile on this exit
});
