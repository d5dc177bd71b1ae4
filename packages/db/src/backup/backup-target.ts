import pg from "pg";
import { ensureDatabase } from "../database.ts";
import { embeddedUrl, startEmbeddedPostgres } from "../embedded.ts";
import { embeddedLocation } from "../embedded-location.ts";
import { runningPostmaster } from "../postmaster.ts";
import { BackupError } from "./backup-error.ts";

/** The database a backup is taken from or restored into, and how to let go of it afterwards. */
export interface BackupTarget {
  /** Connection string of a role that owns the schema (the embedded superuser, or DATABASE_URL's role). */
  url: string;
  /** host:port/database, without credentials, for messages. */
  where: string;
  release(): Promise<void>;
}

/**
 * DATABASE_URL, or the embedded database `npm start` uses: the running server's when it runs (the app's, whose
 * postmaster.pid names its port), otherwise one started for this command and stopped when it is released.
 */
export async function openBackupTarget(env: NodeJS.ProcessEnv): Promise<BackupTarget> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, where: whereOf(env.DATABASE_URL), release: async () => {} };
  const { dir, port, database } = embeddedLocation(env);
  const running = await runningPostmaster(dir);
  if (running !== null) {
    const url = embeddedUrl(running.port, database);
    return { url, where: whereOf(url), release: async () => {} };
  }
  const server = await startEmbeddedPostgres({ dir, port, persistent: true });
  await ensureDatabase(server.urlFor("postgres"), database).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const url = server.urlFor(database);
  return { url, where: whereOf(url), release: () => server.stop() };
}

/** Connects to the target, creating its database first when `createMissing` and it does not exist; or says why it cannot. */
export async function connectTo(url: string, { createMissing = false } = {}): Promise<pg.Client> {
  const client = new pg.Client(url);
  try {
    await client.connect();
    return client;
  } catch (error) {
    if (createMissing && (error as { code?: string }).code === "3D000") {
      const maintenance = new URL(url);
      maintenance.pathname = "/postgres";
      await ensureDatabase(maintenance.toString(), new URL(url).pathname.slice(1)).catch((failure: unknown) => {
        throw new BackupError(
          `The database ${whereOf(url)} does not exist and cannot be created here (${(failure as Error).message}): create it empty, then restore again.`,
        );
      });
      return connectTo(url);
    }
    throw new BackupError(
      `Cannot connect to ${whereOf(url)} (${(error as Error).message}): check that the database runs and that DATABASE_URL is right.`,
    );
  }
}

/** The server's major version (150018 → 15). */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ version: string }>("select current_setting('server_version_num') as version");
  return Math.floor(Number(rows[0]!.version) / 10_000);
}

export function whereOf(url: string): string {
  const { host, pathname } = new URL(url);
  return host + pathname;
}
