import { freePort } from "@amlak/db";
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ServerProcess, type ServerBuild } from "../apps/server/src/testing/server-process.ts";

// `npm run bench:start`: the server run from its source through tsx (as `npm start` did before issue #22) against the bundle `npm start`
// runs now, on one embedded database made beforehand: time from spawn to the first 200 from /readyz, and the server
// process's resident memory after IDLE_MS without requests. Ends with one JSON line of the figures.

const ROUNDS = 3;
const IDLE_MS = 10_000;
const serverDir = path.resolve("apps/server");
const WAYS: ServerBuild[] = ["source", "bundle"];

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

async function run(way: ServerBuild, env: Record<string, string>): Promise<{ startMs: number; idleRssMb: number }> {
  const started = performance.now();
  const server = await ServerProcess.start(env, way);
  const startMs = performance.now() - started;
  await sleep(IDLE_MS);
  const idleRssMb = residentMb(server.pid);
  server.kill("SIGTERM");
  await server.exited;
  return { startMs, idleRssMb };
}

execFileSync(process.execPath, ["build.ts"], { cwd: serverDir, stdio: "inherit" });
const dataDir = mkdtempSync(path.join(tmpdir(), "amlak-start-figures-"));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user, which must reach the folder
const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
try {
  await run("bundle", env); // makes the database, so that every measured start finds it
  const figures: Record<ServerBuild, { start_ms: number[]; idle_rss_mb: number[] }> = {
    source: { start_ms: [], idle_rss_mb: [] },
    bundle: { start_ms: [], idle_rss_mb: [] },
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const way of WAYS) {
      const { startMs, idleRssMb } = await run(way, env);
      figures[way].start_ms.push(Math.round(startMs));
      figures[way].idle_rss_mb.push(Math.round(idleRssMb));
      console.log(`round ${round} ${way}: /readyz after ${Math.round(startMs)} ms, ${idleRssMb.toFixed(1)} MB resident at idle`);
    }
  }
  console.log(JSON.stringify(figures));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
