import { sql } from "kysely";
import pg from "pg";
import { createDb, type Db } from "./client.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { embeddedLocation } from "./embedded-location.ts";
import { isConnectionLost } from "./connection-lost.ts";
import { migrateToLatest } from "./migrate.ts";
import { refuseSuperuserOwner } from "./owner-role.ts";
import { StartupError } from "./startup-error.ts";

interface ReportsDatabase {
  db: Db;
  lagNoteSeconds: number;
}

export interface Database {
  /** Runs as amlak_app: row-level security applies. Use for every request. */
  app: Db;
  /** The schema owner: migrations, seeding, staff procedures across organizations, jobs. */
  owner: Db;
  /**
   * Where reports read (REPORTS_DATABASE_URL, a streaming replica, as amlak_app), and the lag past which a report says
   * how far behind its figures are (REPORTS_LAG_NOTE_SECONDS); absent, reports read from `app`.
   */
  reports?: ReportsDatabase;
  /** The connection string both pools use (the owner's role): the job runner opens its own pool on it. */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Opens DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR/pg (default .data/pg) with database
 * "amlak", then migrates to the latest schema. In production a superuser connection is refused before anything runs.
 */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  let url = env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const { dir, port, database } = embeddedLocation(env);
    const server = await startEmbeddedPostgres({ dir, port, persistent: true });
    await ensureDatabase(server.urlFor("postgres"), database);
    url = server.urlFor(database);
    stopEmbedded = () => server.stop();
  }
  const owner = createDb(url, { role: "owner", max: 4 });
  const prepare = async () => {
    if (env.NODE_ENV === "production") await refuseSuperuserOwner(owner);
    await migrateToLatest(owner);
  };
  await prepare().catch(async (error: unknown) => {
    await owner.destroy();
    await stopEmbedded?.();
    const reason = (error as Error).cause ?? error;
    if (!isConnectionLost(reason)) throw error;
    throw new StartupError(
      `Cannot reach the database at ${hostOf(url)} (${String(reason)}): check that it runs and that DATABASE_URL is right.`,
    );
  });
  const app = createDb(url, { role: "app", max: Number(env.DB_POOL_SIZE ?? 10) });
  const reports = env.REPORTS_DATABASE_URL
    ? {
        db: createDb(env.REPORTS_DATABASE_URL, { role: "app", max: Number(env.DB_POOL_SIZE ?? 10) }),
        lagNoteSeconds: Number(env.REPORTS_LAG_NOTE_SECONDS ?? 60),
      }
    : undefined;
  return {
    app,
    owner,
    url,
    embedded: Boolean(stopEmbedded),
    ...(reports ? { reports } : {}),
    async close() {
      await reports?.db.destroy();
      await app.destroy();
      await owner.destroy();
      await stopEmbedded?.();
    },
  };
}

/** host:port/database of a connection string, without its credentials. */
function hostOf(url: string): string {
  const { host, pathname } = new URL(url);
  return host + pathname;
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
