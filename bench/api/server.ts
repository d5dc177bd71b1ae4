import { freePort } from "@amlak/db";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { openSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { serverFlags } from "../reports/export-timing.ts";

/** USER_HZ, 100 on every Linux Node runs on. */
const TICKS_PER_SECOND = 100;
const START_TIMEOUT_MS = 60_000;
const child = fileURLToPath(new URL("./server-child.ts", import.meta.url));

export interface BenchServer {
  base: string;
  /** From spawn to the first 200 of /readyz. */
  startMs: number;
  /** The server process's resident memory now (VmRSS). */
  rssMb(): number;
  /** The server process's CPU time so far, user and system (10 ms steps). */
  cpuMs(): number;
  /** Starts counting the statements sent to PostgreSQL. */
  countStatements(): Promise<void>;
  /** The statements sent since countStatements, by text; stops counting. */
  statements(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * The bench server (server-child.ts) on CPU `cpu`, its log lines appended to `logFile` as production's go to a log
 * collector; with `profileDir`, run with --cpu-prof, its profile written there when it stops.
 */
export async function startServer(options: {
  url: string;
  orgId: string;
  cpu: number;
  logFile: string;
  profileDir?: string;
}): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profile = options.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`] : [];
  const started = performance.now();
  const server = spawn("taskset", ["-c", String(options.cpu), process.execPath, ...serverFlags, ...profile, "--import", "tsx", child], {
    env: { ...process.env, BENCH_DATABASE_URL: options.url, BENCH_ORG_ID: options.orgId, BENCH_API_PORT: String(port) },
    stdio: ["ignore", openSync(options.logFile, "a"), "inherit"],
  });
  const exited = once(server, "exit");
  const pid = server.pid!;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the bench server exited with ${server.exitCode}; see ${options.logFile}`);
    if (performance.now() - started > START_TIMEOUT_MS) {
      server.kill("SIGKILL");
      throw new Error(`the bench server was not ready within ${START_TIMEOUT_MS / 1000} s; see ${options.logFile}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(10);
  }
  const startMs = Math.round(performance.now() - started);
  return {
    base,
    startMs,
    rssMb: () => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024),
    cpuMs: () => {
      // /proc/<pid>/stat: the 14th and 15th fields, after the command in parentheses, are utime and stime in ticks.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) * (1000 / TICKS_PER_SECOND);
    },
    countStatements: async () => void (await fetch(`${base}/bench/statements`, { method: "POST" })),
    statements: async () => (await (await fetch(`${base}/bench/statements`)).json()) as Record<string, number>,
    async stop() {
      server.kill("SIGTERM");
      await exited;
    },
  };
}
