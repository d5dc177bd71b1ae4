import { freePort } from "@amlak/db";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";

const START_TIMEOUT_MS = 60_000;

/**
 * How the process runs the server: the bundle `npm run build -w @amlak/server` writes (as `npm start` does; the e2e
 * project builds it once per run, bundle-global-setup.ts), or its TypeScript source through tsx, which compiles the
 * whole server again at each start.
 */
export type ServerBuild = "source" | "bundle";

const NODE_ARGUMENTS: Record<ServerBuild, string[]> = {
  // As `npm start` ran it before issue #22.
  source: ["--max-semi-space-size=16", "--import", "tsx", fileURLToPath(new URL("../server.ts", import.meta.url))],
  // As apps/server's start script runs it, and unable to load TypeScript at all.
  bundle: [
    "--max-semi-space-size=16",
    "--enable-source-maps",
    "--no-experimental-strip-types",
    fileURLToPath(new URL("../../dist/server.js", import.meta.url)),
  ],
};

/**
 * The real server in a process of its own, listening on 127.0.0.1: what a fault test needs that inject cannot give —
 * signals, a killed process, its exit code, what it printed.
 */
export class ServerProcess {
  private static readonly started = new Set<ServerProcess>();
  readonly output: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  private constructor(
    readonly port: number,
    env: Record<string, string>,
    build: ServerBuild = "bundle",
  ) {
    this.child = spawn(process.execPath, NODE_ARGUMENTS[build], {
      env: { ...process.env, NODE_OPTIONS: "", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) stream?.on("data", (chunk: Buffer) => this.output.push(chunk.toString()));
    this.exited = once(this.child, "exit").then(([code]) => code as number | null);
    ServerProcess.started.add(this);
    void this.exited.then(() => ServerProcess.started.delete(this));
  }

  /** Kills every server still running (a failed test's), so none outlives the test run. */
  static async killAll(): Promise<void> {
    const running = [...ServerProcess.started];
    for (const server of running) server.kill("SIGKILL");
    await Promise.all(running.map((server) => server.exited));
  }

  /** Starts the server and waits until /readyz answers 200 (or the process exits, which `exited` then tells). */
  static async start(env: Record<string, string>, build?: ServerBuild): Promise<ServerProcess> {
    const server = new ServerProcess(await freePort(), env, build);
    await server.ready();
    return server;
  }

  /** Starts a server that is expected to fail: its exit code and what it printed. */
  static async failing(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const server = new ServerProcess(await freePort(), env);
    const code = await server.exited;
    return { code, output: server.output.join("") };
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error("the server process did not start");
    return this.child.pid;
  }

  /** The demo account's access token, signed in through the legacy API (its default password and code). */
  async demoToken(): Promise<string> {
    const post = async (url: string, body: object) => {
      const response = await fetch(this.url(url), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { token?: string };
      if (response.status !== 200 || !answer.token) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
      return answer.token;
    };
    const token = await post("/api/login", { phone: "0500000001", password: "Demo@12345", type: "user" });
    return post("/api/verify", { token, otp: "123456" });
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  private async ready(): Promise<void> {
    let exited = false;
    void this.exited.then(() => (exited = true));
    // Asked often: `npm run bench:start` times starts by it.
    for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline && !exited; await sleep(10)) {
      const status = await fetch(this.url("/readyz")).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
    }
    this.child.kill("SIGKILL");
    throw new Error(`the server did not become ready:\n${this.output.join("")}`);
  }
}
