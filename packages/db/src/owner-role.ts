import { sql } from "kysely";
import type { Db } from "./client.ts";
import { StartupError } from "./startup-error.ts";

/**
 * Production refuses an owner connection that is a superuser: a superuser passes every row-level security policy and
 * can switch the ledger's append-only trigger off for its session (session_replication_role) without changing the
 * schema. The owner role owns the schema and nothing more (README, "Database roles").
 */
export async function refuseSuperuserOwner(owner: Db): Promise<void> {
  const { rows } = await sql<{ role: string; superuser: boolean }>`
    select rolname as role, rolsuper as superuser from pg_roles where rolname = current_user`.execute(owner);
  const role = rows[0];
  if (role?.superuser)
    throw new StartupError(
      `DATABASE_URL connects as ${role.role}, a superuser, which production refuses: connect as a role that owns the schema and is not a superuser (README, "Database roles").`,
    );
}
