import { createDb, freePort, withOrg } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller, Services } from "./context.ts";
import { REPORT_DEFINITIONS } from "./reports/catalogue.ts";
import { callerFor, demoOrganization, testServices } from "./testing/harness.ts";

// npm run db:backup / db:restore, run as the operator runs them: the CLI in a child process, against this file's
// database (DATABASE_URL) or an embedded server of its own.
const CLI = fileURLToPath(new URL("../../db/src/backup/backup-cli.ts", import.meta.url));
const services = testServices();
const { owner } = services.database;
const temporary: string[] = [];
const folder = temporaryFolder("amlak-backup-");
const today = riyadhToday(new Date());
const closers: (() => Promise<void>)[] = [];
let client: Caller & { orgId: string };
let before: Awaited<ReturnType<typeof everyFigure>>;

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: NodeJS.ProcessEnv = { DATABASE_URL: services.database.url }): Promise<CliRun> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], { env: { ...inherited, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** A new, empty database on the test server, and its services; dropped after the file. */
async function emptyDatabase(): Promise<{ url: string; services: Services }> {
  const name = `amlak_restored_${Math.random().toString(16).slice(2, 10)}`;
  await onTestServer(`create database "${name}"`);
  const url = new URL(services.database.url);
  url.pathname = `/${name}`;
  const app = createDb(url.toString(), { role: "app", max: 4 });
  const owner = createDb(url.toString(), { role: "owner", max: 2 });
  const close = async () => {
    await app.destroy();
    await owner.destroy();
    await onTestServer(`drop database "${name}" with (force)`);
  };
  closers.push(close);
  return { url: url.toString(), services: { ...services, database: { app, owner, url: url.toString(), embedded: false, close } } };
}

/** Runs one statement on this file's database as the test server's superuser. */
async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client(services.database.url);
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

/** Every report's RAW answer and the trial balance, read as the client through the app role. */
async function everyFigure(on: Services) {
  const api = callerFor(on, client);
  const reports = [];
  for (const report of Object.keys(REPORT_DEFINITIONS))
    reports.push(await api.reports.run({ report: report as never, filters: { payment_status: "All" }, result_type: "RAW" }));
  return { reports, trialBalance: await api.books.trialBalance({}) };
}

/** The grants to amlak_app and the row-level security policies, as the catalogue lists them. */
async function accessRules(url: string) {
  const db = new pg.Client(url);
  await db.connect();
  try {
    const grants = await db.query(
      `select table_schema, table_name, privilege_type from information_schema.role_table_grants
        where grantee = 'amlak_app' order by 1, 2, 3`,
    );
    const policies = await db.query("select schemaname, tablename, policyname, qual, with_check from pg_policies order by 1, 2, 3");
    const secured = await db.query("select relname from pg_class where relrowsecurity order by 1");
    return { grants: grants.rows, policies: policies.rows, secured: secured.rows };
  } finally {
    await db.end();
  }
}

/** The embedded server on `dir` in a process of its own, as `npm start` runs it; stopped by closing its stdin. */
async function runningServer(dir: string, port: number) {
  const embeddedModule = new URL("../../db/src/embedded.ts", import.meta.url).href;
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(embeddedModule)});
    const server = await startEmbeddedPostgres({ dir: process.argv[1], port: Number(process.argv[2]), persistent: true });
    process.stdout.write("ready\\n");
    process.stdin.resume();
    process.stdin.on("end", () => void server.stop().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dir, String(port)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await once(child.stdout, "data");
  return child;
}

beforeAll(async () => {
  client = await demoOrganization(services, "569700001");
  await demoOrganization(services, "569700002"); // another organization, whose rows the client must not see
  const api = callerFor(services, client);
  // Three more instalments paid (paying one may settle others with it, so the next pending one is looked up each time).
  for (let paid = 0; paid < 3; paid++) {
    const { id } = await owner
      .selectFrom("payments")
      .select("id")
      .where("org_id", "=", client.orgId)
      .where("status", "=", "pending")
      .where("payment_type", "=", "rent")
      .orderBy("due_date")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await api.payments.pay({ id, paid_date: today, payment_method: "cash", received_by: "أمين الصندوق" });
  }
  const shopRent = await owner
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .select("p.id")
    .where("p.org_id", "=", client.orgId)
    .where("c.is_taxable", "=", true)
    .where("p.payment_type", "=", "rent")
    .where("p.status", "=", "paid")
    .orderBy("p.due_date")
    .executeTakeFirstOrThrow();
  await api.invoices.issue({ payment_ids: [shopRent.id] });
  before = await everyFigure(services);
}, 120_000);

afterAll(async () => {
  for (const close of closers) await close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

describe("npm run db:backup and db:restore", () => {
  it("has paid payments and a tax invoice in every report it compares", () => {
    expect(before.reports).toHaveLength(9);
    const invoices = before.reports.find((report) => report.report === "TAX_INVOICE_REPORT")!;
    expect(invoices.rows.length).toBeGreaterThan(0);
    expect(before.trialBalance.total).toBe("0.00");
    expect(before.trialBalance.accounts.some((account) => account.balance !== "0.00")).toBe(true);
  });

  it("restores into a new database every report and the trial balance as they were, with amlak_app's grants and policies", async () => {
    const file = path.join(folder, "amlak.dump");
    const backup = await cli(["backup", file]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const target = await emptyDatabase();
    const restore = await cli(["restore", file], { DATABASE_URL: target.url });
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/^Restored .* \(an empty database\)/);
    expect(await everyFigure(target.services)).toEqual(before);
    const rules = await accessRules(services.database.url);
    expect(rules.policies.length).toBeGreaterThan(10);
    expect(rules.grants.length).toBeGreaterThan(10);
    expect(await accessRules(target.url)).toEqual(rules);

    // Row-level security holds for the app role: under the client's organization its rows, and only those; none without one.
    const { app } = target.services.database;
    const own = await owner.selectFrom("payments").select("id").where("org_id", "=", client.orgId).execute();
    const seen = await withOrg(app, client.orgId, (trx) => trx.selectFrom("payments").select(["id", "org_id"]).execute());
    expect(seen).toHaveLength(own.length);
    expect(new Set(seen.map((row) => row.org_id))).toEqual(new Set([client.orgId]));
    expect(await app.selectFrom("payments").select("id").execute()).toEqual([]);

    // A database that holds data is replaced only when asked to.
    const refused = await cli(["restore", file], { DATABASE_URL: target.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual([expect.stringMatching(/already holds 2 organization\(s\).*--force/)]);
    const forced = await cli(["restore", file, "--force"], { DATABASE_URL: target.url });
    expect(forced.stderr).toBe("");
    expect(forced.stdout).toMatch(/\(replacing what it held\)/);
    expect(await everyFigure(target.services)).toEqual(before);
  }, 120_000);

  it("restores into a fresh embedded server, which lacks the app role; backs up from it while the app's server runs it", async () => {
    const file = path.join(folder, "for-embedded.dump");
    expect((await cli(["backup", file])).code).toBe(0);
    const dataDir = temporaryFolder("amlak-backup-data-");
    chmodSync(dataDir, 0o755); // as root the embedded server runs as the postgres user, who must reach DATA_DIR/pg
    const port = await freePort();
    const embedded = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) };
    const restore = await cli(["restore", file], embedded);
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/^Restored .* into 127\.0\.0\.1:\d+\/amlak \(an empty database\)/);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false); // the command stopped the server it started

    const app = await runningServer(path.join(dataDir, "pg"), port);
    const again = path.join(folder, "again.dump");
    try {
      const backup = await cli(["backup", again], embedded);
      expect(backup.stderr).toBe("");
      expect(app.exitCode).toBe(null); // used, and left running
      expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(true);
    } finally {
      app.stdin.end();
      await once(app, "exit");
    }
    const target = await emptyDatabase();
    expect((await cli(["restore", again], { DATABASE_URL: target.url })).code).toBe(0);
    expect(await everyFigure(target.services)).toEqual(before);
  }, 120_000);
});

describe("a backup or restore that cannot go on says what to do, in one sentence, and exits 1", () => {
  const sentence = async (run: Promise<CliRun>) => {
    const { code, stdout, stderr } = await run;
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    return lines[0];
  };

  it("no backup file", async () => {
    expect(await sentence(cli(["restore", path.join(folder, "missing.dump")]))).toMatch(
      /^There is no backup file at .*missing\.dump: give the path/,
    );
  });

  it("a file that is not a backup", async () => {
    const junk = path.join(folder, "junk.dump");
    writeFileSync(junk, "not a backup");
    expect(await sentence(cli(["restore", junk]))).toMatch(
      /junk\.dump is not a backup .*: give the path of a file made by npm run db:backup\.$/,
    );
  });

  it("pg_dump not installed", async () => {
    expect(await sentence(cli(["backup", path.join(folder, "x.dump")], { DATABASE_URL: services.database.url, PATH: folder }))).toBe(
      "pg_dump was not found: install postgresql-client 15 or newer (apt-get install postgresql-client).",
    );
  });

  it("a pg_dump older than the server", async () => {
    const bin = temporaryFolder("amlak-old-pg-");
    writeFileSync(path.join(bin, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 14.13'\n", { mode: 0o755 });
    const run = cli(["backup", path.join(folder, "x.dump")], {
      DATABASE_URL: services.database.url,
      PATH: `${bin}:${process.env.PATH}`,
    });
    expect(await sentence(run)).toMatch(/^pg_dump 14 cannot back up PostgreSQL 1\d .*: install postgresql-client 1\d or newer/);
  });

  it("no file named", async () => {
    expect(await sentence(cli(["backup"]))).toBe("Give one backup file: npm run db:backup -- FILE.");
  });
});
