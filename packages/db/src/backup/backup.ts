import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { BackupError } from "./backup-error.ts";
import { connectTo, openBackupTarget, serverMajor, whereOf } from "./backup-target.ts";
import { OLDEST_CLIENT, runTool, ToolFailed, toolMajor } from "./pg-tools.ts";

/**
 * Writes the database `npm start` uses (see openBackupTarget) to `file` with pg_dump's custom format (compressed;
 * pg_restore reads it table by table). pg_dump reads one snapshot, so a backup of a running server is consistent.
 * The file appears only when complete. Answers where the database was.
 */
export async function backupDatabase(file: string, env: NodeJS.ProcessEnv): Promise<string> {
  const folder = path.dirname(file);
  if (!(await stat(folder).catch(() => null))?.isDirectory()) {
    throw new BackupError(`The folder ${folder} does not exist: create it, or give a backup file in a folder that does.`);
  }
  const major = await toolMajor("pg_dump");
  const target = await openBackupTarget(env);
  try {
    await dump(target.url, file, major);
  } finally {
    await target.release();
  }
  return target.where;
}

async function dump(url: string, file: string, major: number): Promise<void> {
  const client = await connectTo(url);
  const server = await serverMajor(client).finally(() => client.end());
  const needed = Math.max(server, OLDEST_CLIENT);
  if (major < needed) {
    throw new BackupError(
      `pg_dump ${major} cannot back up PostgreSQL ${server} (${whereOf(url)}): install postgresql-client ${needed} or newer (apt-get install postgresql-client-${needed}).`,
    );
  }
  const partial = `${file}.partial`;
  try {
    await runTool("pg_dump", ["--format=custom", `--file=${partial}`], url);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof ToolFailed) {
      throw new BackupError(`pg_dump stopped (${error.reason}): fix what it names, then back up again.`);
    }
    throw error;
  }
}
