import { sql, type Transaction } from "kysely";
import type { Db } from "./client.ts";
import { sessionHolds } from "./repositories/users.repository.ts";
import { requireUuid } from "./uuid.ts";
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

/** A signed-in member's session as its token names it. */
interface MemberSession {
  orgId: string;
  userId: string;
  sessionVersion: number;
}

/**
 * withOrg for a signed-in member whose session must still hold (the user active, not deleted, not signed out of every
 * device): the check is read in the statement that sets the organization, so it travels with BEGIN in one round trip,
 * and fn runs only when it holds (else `ended()` is thrown). `users` has no row-level security, so the check does not
 * depend on the setting made beside it.
 */
export function withMember<T>(db: Db, member: MemberSession, fn: (trx: Trx) => Promise<T>, ended: () => Error): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const session = sessionHolds(member.userId, member.sessionVersion);
    const org = sql.lit(requireUuid(member.orgId));
    const { rows } = await sql<{ holds: boolean }>`select set_config('app.org_id', ${org}, true), ${session} as holds`.execute(trx);
    if (!rows[0]?.holds) throw ended();
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
