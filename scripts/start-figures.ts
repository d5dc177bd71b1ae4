import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// `npm run bench:start`: the server run through tsx (as `npm start` did before issue #22) against the bundle `npm start`
// runs now, on one embedded database made beforehand: time from spawn to the first 200 from /readyz, and the server
// process's resident memory after IDLE_MS without requests. Ends with one JSON line of the figures.

const ROUNDS = 3;
const IDLE_MS = 10_000;
const serverDir = path.resolve("apps/server");
const WAYS = {
  tsx: ["--max-semi-space-size=16", "--import", "tsx", "src/server.ts"],
  bundle: ["--max-semi-space-size=16", "--enable-source-maps", "dist/server.js"],
};
type Way = keyof typeof WAYS;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

async function run(way: Way, env: Record<string, string>): Promise<{ startMs: number; idleRssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, WAYS[way], {
    cwd: serverDir,
    env: { ...process.env, ...env, NODE_OPTIONS: "", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const exited = once(child, "exit");
  while (
    (await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status,
      () => 0,
    )) !== 200
  )
    await sleep(10);
  const startMs = performance.now() - started;
  await sleep(IDLE_MS);
  const idleRssMb = residentMb(child.pid ?? 0);
  child.kill("SIGTERM");
  await exited;
  return { startMs, idleRssMb };
}

execFileSync(process.execPath, ["build.ts"], { cwd: serverDir, stdio: "inherit" });
const dataDir = mkdtempSync(path.join(tmpdir(), "amlak-start-figures-"));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user, which must reach the folder
const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
try {
  await run("bundle", env); // makes the database, so that every measured start finds it
  const figures: Record<Way, { start_ms: number[]; idle_rss_mb: number[] }> = {
    tsx: { start_ms: [], idle_rss_mb: [] },
    bundle: { start_ms: [], idle_rss_mb: [] },
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const way of Object.keys(WAYS) as Way[]) {
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
