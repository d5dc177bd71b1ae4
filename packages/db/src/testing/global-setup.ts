import { createDb } from "../client.ts";
import { migrateToLatest } from "../migrate.ts";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { seedReferenceData } from "../seed/reference.ts";
import { startContainerPostgres } from "./container-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the test server's maintenance database. */
    pgAdminUrl: string;
    /** Database every test file clones: migrated, with reference data. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL server per run: TEST_DATABASE_URL, a testcontainers one (TEST_DB=container), or the embedded one
 * in a throwaway directory. Migrations and reference data run once, into a template.
 */
export default async function setup(project: TestProject) {
  // Each project that needs PostgreSQL runs this in the one vitest process; they share one server.
  const shared = ((globalThis as SharedHolder).__amlakTestPostgres ??= { users: 0, ready: prepare() });
  shared.users++;
  const { adminUrl, template, stop } = await shared.ready;
  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template);
  return async () => {
    if (--shared.users === 0) await stop();
  };
}

type Prepared = { adminUrl: string; template: string; stop: () => Promise<void> };
type SharedHolder = { __amlakTestPostgres?: { users: number; ready: Promise<Prepared> } };

async function prepare(): Promise<Prepared> {
  const server = await startServer();
  const template = `amlak_template_${process.pid}`;
  await recreateDatabase(server.adminUrl, template);
  const owner = createDb(withDatabase(server.adminUrl, template), { role: "owner", max: 2 });
  await migrateToLatest(owner);
  await seedReferenceData(owner);
  await owner.destroy();
  return {
    adminUrl: server.adminUrl,
    template,
    stop: async () => {
      await dropDatabase(server.adminUrl, template);
      await server.stop();
    },
  };
}

async function startServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  if (process.env.TEST_DB === "container") return startContainerPostgres();
  return startEmbeddedProcess(20_000 + (process.pid % 20_000));
}

/** The embedded server in its own process (see test-postgres.ts), stopped by closing its stdin. */
async function startEmbeddedProcess(port: number): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const script = fileURLToPath(new URL("./test-postgres.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script, String(port)], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), "line"),
    exited.then(() => Promise.reject(new Error("the test PostgreSQL did not start"))),
  ])) as [string];
  const { adminUrl } = JSON.parse(line) as { adminUrl: string };
  return {
    adminUrl,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function recreateDatabase(adminUrl: string, name: string) {
  await dropDatabase(adminUrl, name);
  const client = new pg.Client(adminUrl);
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
}

export async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}
