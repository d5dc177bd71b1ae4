import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import Cursor from "pg-cursor";
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
  const pool = new pg.Pool({ connectionString: url, max, ...(role === "app" ? { options: "-c role=amlak_app" } : {}) });
  // An idle client whose server goes away (restart, failover, shutdown) reports it on the pool; unheard, that error
  // would end the process. The pool drops the client and opens a new one on the next query.
  pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
  // The cursor lets a query be read a batch at a time (`.stream()`): a 100,000-line report export is never held whole.
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
}
