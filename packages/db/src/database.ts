import { sql } from "kysely";
import pg from "pg";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type Db } from "./client.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { migrateToLatest } from "./migrate.ts";

export interface Database {
  /** Runs as amlak_app: row-level security applies. Use for every request. */
  app: Db;
  /** The schema owner: migrations, seeding, staff procedures across organizations, jobs. */
  owner: Db;
  embedded: boolean;
  close(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Opens DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR/pg (default .data/pg) with database
 * "amlak", then migrates to the latest schema.
 */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  let url = env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? ".data");
    const server = await startEmbeddedPostgres({
      dir: path.join(dataDir, "pg"),
      port: Number(env.EMBEDDED_PG_PORT ?? 5433),
      persistent: true,
    });
    await ensureDatabase(server.urlFor("postgres"), "amlak");
    url = server.urlFor("amlak");
    stopEmbedded = () => server.stop();
  }
  const owner = createDb(url, { role: "owner", max: 4 });
  await migrateToLatest(owner);
  const app = createDb(url, { role: "app", max: Number(env.DB_POOL_SIZE ?? 10) });
  return {
    app,
    owner,
    embedded: Boolean(stopEmbedded),
    async close() {
      await app.destroy();
      await owner.destroy();
      await stopEmbedded?.();
    },
  };
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Answers when the database does (the readiness probe); throws when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
