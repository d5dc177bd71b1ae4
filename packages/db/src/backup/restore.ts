import { stat } from "node:fs/promises";
import type pg from "pg";
import { BackupError } from "./backup-error.ts";
import { connectTo, openBackupTarget, whereOf } from "./backup-target.ts";
import { OLDEST_CLIENT, runTool, ToolFailed, toolMajor } from "./pg-tools.ts";

// The roles the app runs requests as (client.ts; amlak_portal for the portal's reads). Roles belong to the cluster, not
// the database, so pg_dump leaves them out, while the backup's grants and policies name them: a fresh server needs them
// before the restore, as the migrations make them.
const APP_ROLES = ["amlak_app", "amlak_portal"] as const;

/** What the restore did to the target: filled an empty database, or replaced a schema (and with --force, data) it held. */
export type RestoreKind = "into-empty" | "replaced";

/**
 * Restores a file of backupDatabase into the database `npm start` uses (see openBackupTarget), in one transaction:
 * the tables, their rows, the grants to amlak_app and the row-level security policies; on any error nothing changes.
 * A database that holds organizations is replaced only when `force` is given. Answers where, and what it did.
 */
export async function restoreDatabase(
  file: string,
  env: NodeJS.ProcessEnv,
  { force }: { force: boolean },
): Promise<{ where: string; kind: RestoreKind }> {
  if (!(await stat(file).catch(() => null))?.isFile()) {
    throw new BackupError(`There is no backup file at ${file}: give the path of a file made by npm run db:backup.`);
  }
  await checkArchive(file);
  const target = await openBackupTarget(env);
  try {
    return { where: target.where, kind: await restore(target.url, file, force) };
  } finally {
    await target.release();
  }
}

async function restore(url: string, file: string, force: boolean): Promise<RestoreKind> {
  const client = await connectTo(url, { createMissing: true });
  let tables: number;
  try {
    const target = await targetContents(client);
    tables = target.tables;
    if (target.organizations > 0 && !force) {
      throw new BackupError(
        `${whereOf(url)} already holds ${target.organizations} organization(s): restore into an empty database, or add --force to replace everything in it with the backup (npm run db:restore -- ${file} --force).`,
      );
    }
    for (const role of APP_ROLES) await ensureAppRole(client, role);
  } finally {
    await client.end();
  }
  // A migrated database (npm start made one) holds the same objects as the backup: they are dropped and restored.
  const clean = tables > 0 ? ["--clean", "--if-exists"] : [];
  try {
    await runTool("pg_restore", ["--no-owner", "--single-transaction", ...clean, file], url);
  } catch (error) {
    if (!(error instanceof ToolFailed)) throw error;
    throw new BackupError(`pg_restore stopped (${error.reason}), so the database is unchanged: fix what it names, then restore again.`);
  }
  // pg_restore does not carry the planner's statistics; without them the first reports would plan blind.
  const after = await connectTo(url);
  await after.query("analyze").finally(() => after.end());
  return tables > 0 ? "replaced" : "into-empty";
}

/** Refuses a file pg_restore cannot read, or one that is not a backup of an Amlak database. */
async function checkArchive(file: string): Promise<void> {
  const major = await toolMajor("pg_restore");
  if (major < OLDEST_CLIENT) {
    throw new BackupError(
      `pg_restore ${major} is older than PostgreSQL ${OLDEST_CLIENT}: install postgresql-client ${OLDEST_CLIENT} or newer (apt-get install postgresql-client).`,
    );
  }
  const listing = await runTool("pg_restore", ["--list", file]).catch((error: unknown) => {
    if (!(error instanceof ToolFailed)) throw error;
    if (/unsupported version/.test(error.reason)) {
      throw new BackupError(
        `${file} was written by a newer pg_dump than pg_restore ${major}: install the postgresql-client of the PostgreSQL version that made it, or newer.`,
      );
    }
    throw new BackupError(`${file} is not a backup (${error.reason}): give the path of a file made by npm run db:backup.`);
  });
  if (!/ TABLE public ledger_events /.test(listing)) {
    throw new BackupError(
      `${file} is a PostgreSQL backup but not of an Amlak database: give the path of a file made by npm run db:backup.`,
    );
  }
}

async function targetContents(client: pg.Client): Promise<{ tables: number; organizations: number }> {
  const { rows } = await client.query<{ tables: number; organizations: boolean }>(
    `select (select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema'))::int as tables,
            to_regclass('public.organizations') is not null as organizations`,
  );
  const { tables, organizations } = rows[0]!;
  if (!organizations) return { tables, organizations: 0 };
  const counted = await client.query<{ count: number }>("select count(*)::int as count from organizations");
  return { tables, organizations: counted.rows[0]!.count };
}

/** Creates the role when the server lacks it, and lets the restoring role act as it, as the migrations do. */
async function ensureAppRole(client: pg.Client, role: string): Promise<void> {
  try {
    const exists = await client.query("select from pg_roles where rolname = $1", [role]);
    if (!exists.rowCount) await client.query(`create role ${role} nologin`);
    const member = await client.query<{ member: boolean }>("select pg_has_role(current_user, $1, 'member') as member", [role]);
    if (!member.rows[0]!.member) await client.query(`grant ${role} to current_user`);
  } catch (error) {
    const { rows } = await client.query<{ user: string }>("select current_user as user");
    throw new BackupError(
      `The role ${role} is missing or not granted to ${rows[0]!.user}, who may not change roles (${(error as Error).message}): as a superuser run "create role ${role} nologin; grant ${role} to ${rows[0]!.user};", then restore again.`,
    );
  }
}
