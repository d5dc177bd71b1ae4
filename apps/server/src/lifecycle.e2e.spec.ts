import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, isAlive } from "@amlak/db";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ServerProcess } from "./testing/server-process.ts";

// The real server in a process of its own, as `npm start` runs it, against a real PostgreSQL: the faults of issue #17.
afterAll(() => ServerProcess.killAll());

const databaseUrl = () => {
  const url = process.env.TEST_DATABASE_FILE_URL;
  if (!url) throw new Error("needs the e2e project's database");
  return url;
};

/** Holds an exclusive lock on the users table, so every signed-in request waits inside the database. */
async function lockUsers(url: string) {
  const client = new pg.Client(url);
  client.on("error", () => {}); // the embedded server stopping under it, when a test fails half-way
  await client.connect();
  await client.query("begin");
  await client.query("lock table users in access exclusive mode");
  return {
    client,
    /** Backends of the app waiting for the lock, i.e. requests with a checked-out connection, in flight. */
    waiting: async () => {
      await client.query("select pg_stat_clear_snapshot()"); // the statistics views hold still inside a transaction
      return Number(
        (
          await client.query(
            "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
          )
        ).rows[0].count,
      );
    },
    release: async () => {
      await client.query("rollback").catch(() => {});
      await client.end();
    },
  };
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !(await condition()); await sleep(50)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

const request = (server: ServerProcess, token: string, url: string) =>
  fetch(server.url(url), { headers: { authorization: `Bearer ${token}`, "accept-language": "en" } }).then(
    async (response) => ({ status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() }),
    (error: unknown) => ({ status: 0, retryAfter: null, body: String(error) }),
  );

describe("the server process against its database", () => {
  it("answers 503 with Retry-After when every backend in use is terminated, and serves the next request", async () => {
    const server = await ServerProcess.start({ DATABASE_URL: databaseUrl() });
    try {
      const token = await server.demoToken();
      const lock = await lockUsers(databaseUrl());
      const trpc = request(server, token, "/trpc/users.list");
      await until(async () => (await lock.waiting()) >= 1, "the tRPC call waiting inside the database");
      const inFlight = [trpc, ...Array.from({ length: 12 }, () => request(server, token, "/api/users"))];
      await until(async () => (await lock.waiting()) >= 10, "ten requests waiting inside the database");
      await lock.client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await lock.release();
      const answers = await Promise.all(inFlight);

      const refused = answers.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThanOrEqual(10);
      expect(answers.every((answer) => answer.status === 503 || answer.status === 200)).toBe(true);
      for (const answer of refused) expect(answer.retryAfter).toBe("1");
      expect(refused.some((answer) => answer.body.includes("database.unavailable") && answer.body.includes("briefly unavailable"))).toBe(
        true,
      );
      expect(answers[0]?.status).toBe(503); // the tRPC call answers the same status

      expect((await request(server, token, "/api/users")).status).toBe(200);
      expect((await fetch(server.url("/readyz"))).status).toBe(200);
      expect(server.output.join("")).not.toMatch(/shutting down after an error|second error/);
    } finally {
      server.kill("SIGKILL");
      await server.exited;
    }
  });

  it("finishes every request in flight on SIGTERM, refuses new ones, and exits 0", async () => {
    const server = await ServerProcess.start({ DATABASE_URL: databaseUrl() });
    const token = await server.demoToken();
    const lock = await lockUsers(databaseUrl());
    const inFlight = Array.from({ length: 16 }, () => request(server, token, "/api/users"));
    await until(async () => (await lock.waiting()) >= 10, "ten requests waiting inside the database");

    server.kill("SIGTERM");
    await sleep(300);
    expect(
      (await fetch(server.url("/readyz")).then(
        (response) => response.status,
        () => 0,
      )) === 200,
    ).toBe(false);
    await lock.release();

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    expect(await server.exited).toBe(0);
  });
});

describe("the embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "amlak-lifecycle-"));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user, which must reach the folder
  afterAll(async () => {
    // A failed test may leave its server, and the embedded PostgreSQL a killed server orphans, running.
    await ServerProcess.killAll();
    if (existsSync(path.join(dataDir, "pg", "postmaster.pid")) && isAlive(postmasterPid())) process.kill(postmasterPid(), "SIGINT");
    rmSync(dataDir, { recursive: true, force: true });
  });
  const postmasterPid = () => Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);

  it("starts again after the server was killed, drains on SIGTERM, then stops the database and exits 0", async () => {
    const pgPort = String(await freePort());
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort };
    const killed = await ServerProcess.start(env);
    killed.kill("SIGKILL");
    await killed.exited;
    const orphan = postmasterPid();
    expect(isAlive(orphan)).toBe(true); // what made the next start fail before

    const server = await ServerProcess.start(env);
    expect(isAlive(orphan)).toBe(false);
    const token = await server.demoToken();

    const second = await ServerProcess.failing({ ...env, DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another server (PostgreSQL process ${postmasterPid()}) is using the database in`);
    expect(isAlive(postmasterPid())).toBe(true);

    const lock = await lockUsers(`postgres://postgres:amlak-local@127.0.0.1:${pgPort}/amlak`);
    const inFlight = Array.from({ length: 6 }, () => request(server, token, "/api/users"));
    await until(async () => (await lock.waiting()) >= 6, "six requests waiting inside the database");
    const database = postmasterPid();
    server.kill("SIGTERM");
    await sleep(300);
    expect(isAlive(database)).toBe(true); // still serving the requests in flight
    await lock.release();

    expect((await Promise.all(inFlight)).map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await server.exited).toBe(0);
    expect(isAlive(database)).toBe(false);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  });

  it("says in one sentence what to do when its port is taken", async () => {
    const blocker = await ServerProcess.start({ DATABASE_URL: databaseUrl() });
    try {
      const failed = await ServerProcess.failing({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(blocker.port) });
      expect(failed.code).toBe(1);
      expect(failed.output).toContain(
        `could not listen on port ${blocker.port}, which another program uses: stop it, or set EMBEDDED_PG_PORT to a free port.`,
      );
      expect(failed.output).not.toMatch(/undefined|at .*\.ts:\d+/);
    } finally {
      blocker.kill("SIGTERM");
      await blocker.exited;
    }
  });
});

describe("production", () => {
  const production = {
    NODE_ENV: "production",
    PAYMENT_SANDBOX: "on",
    JWT_SECRET: "a-long-random-secret",
    DEMO_PASSWORD: "Own@54321",
    DEMO_OTP: "918273",
  };

  it("refuses to start without JWT_SECRET, in one sentence naming it, exit code 1", async () => {
    const failed = await ServerProcess.failing({ ...production, JWT_SECRET: "", DATABASE_URL: databaseUrl() });
    expect(failed.code).toBe(1);
    expect(failed.output.trim()).toBe(
      "Amlak could not start: NODE_ENV is production but JWT_SECRET is not set: set it to a long random secret, the same on every instance",
    );
  });

  it("refuses to start on a superuser database connection, in one sentence naming DATABASE_URL, exit code 1", async () => {
    const failed = await ServerProcess.failing({ ...production, DATABASE_URL: databaseUrl() });
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/^DATABASE_URL connects as \S+, a superuser, which production refuses: .*\.\n$/);
  });
});
