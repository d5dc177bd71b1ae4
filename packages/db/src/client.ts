import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import Cursor from "pg-cursor";
import { deferBegin } from "./deferred-begin.ts";
import type { DB } from "./generated/db.ts";

// Calendar dates stay YYYY-MM-DD strings: a JS Date would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// bigint identities (positions, outbox ids) as strings, never a lossy number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export type Db = Kysely<DB>;

export interface DbOptions {
  /** "app" runs every connection as amlak_app so row-level security applies; "owner" is for migrations, seeding, staff and jobs. */
  role: "app" | "owner";
  max?: number;
}

export function createDb(url: string, { role, max = 10 }: DbOptions): Db {
  // The role is a startup parameter, so a connection that cannot take it fails instead of running as the owner.
  // A request waits at most 30 s for a connection, then answers 503 (isConnectionLost), instead of for ever.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 30_000,
    ...(role === "app" ? { options: "-c role=amlak_app" } : {}),
  });
  // A connection whose server goes away (restart, failover, pg_terminate_backend) emits "error"; unheard, that error
  // ends the process. The pool listens only while a client is idle, so every client also gets a listener of its own
  // for the time it is checked out: the query in flight fails (and its request answers 503), the pool replaces the
  // client on release.
  pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
  pool.on("connect", (client) => {
    client.on("error", () => {});
    deferBegin(client);
  });
  // The cursor lets a query be read a batch at a time (`.stream()`): a 100,000-line report export is never held whole.
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
}
