import { sql, type Transaction } from "kysely";
import type { Db } from "./client.ts";
import type { DB } from "./generated/db.ts";

export type Trx = Transaction<DB>;

/**
 * Runs fn in a transaction whose row-level security sees only orgId's rows. The id is written into the statement
 * (checked to be a uuid first), so that it has no parameters and goes in one round trip with the BEGIN (deferBegin).
 */
export function withOrg<T>(db: Db, orgId: string, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.org_id', ${sql.lit(requireUuid(orgId))}, true)`.execute(trx);
    return fn(trx);
  });
}

/**
 * Runs fn in a read of the portal (issue #20) as amlak_portal: row-level security sees only orgId's rows, and of them
 * only those of contactIds (a tenant's contracts and payments, an owner's real estates), whatever fn's queries filter.
 */
export function withPortal<T>(db: Db, scope: { orgId: string; contactIds: readonly string[] }, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const contactIds = scope.contactIds.map(requireUuid).join(",");
    await sql`select set_config('app.org_id', ${sql.lit(requireUuid(scope.orgId))}, true), set_config('app.contact_id', ${sql.lit(contactIds)}, true); set local role amlak_portal`.execute(
      trx,
    );
    return fn(trx);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireUuid(id: string): string {
  if (!UUID.test(id)) throw new Error(`not a uuid: ${JSON.stringify(id)}`);
  return id;
}
