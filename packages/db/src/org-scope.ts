import { sql, type Transaction } from "kysely";
import type { Db } from "./client.ts";
import type { DB } from "./generated/db.ts";

export type Trx = Transaction<DB>;

/** Runs fn in a transaction whose row-level security sees only orgId's rows. */
export function withOrg<T>(db: Db, orgId: string, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(trx);
    return fn(trx);
  });
}
