import { spawn } from "node:child_process";
import { BackupError } from "./backup-error.ts";

type PgTool = "pg_dump" | "pg_restore";

/** The oldest client the tools may be: the oldest server Amlak supports (DESIGN §3). */
export const OLDEST_CLIENT = 15;

/** Thrown when a tool ran and failed; the caller turns its `stderr` into a sentence. */
export class ToolFailed extends Error {
  constructor(
    readonly tool: PgTool,
    readonly stderr: string,
  ) {
    super(`${tool}: ${errorLine(stderr)}`);
  }

  get reason(): string {
    return errorLine(this.stderr);
  }
}

/**
 * Runs pg_dump or pg_restore from the PATH against `url`: the password goes through PGPASSWORD, so it never shows in
 * the process list. Resolves with what the tool printed.
 */
export function runTool(tool: PgTool, args: string[], url?: string): Promise<string> {
  const env = { ...process.env };
  if (url) {
    const parsed = new URL(url);
    if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = "";
    args = [...args, `--dbname=${parsed.toString()}`];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found: install postgresql-client ${OLDEST_CLIENT} or newer (apt-get install postgresql-client).`,
            )
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString("utf8"));
      else reject(new ToolFailed(tool, Buffer.concat(stderr).toString("utf8")));
    });
  });
}

/** The major version of the installed tool ("pg_dump (PostgreSQL) 15.18 (Debian …)" → 15). */
export async function toolMajor(tool: PgTool): Promise<number> {
  const version = await runTool(tool, ["--version"]);
  return Number(/\(PostgreSQL\)\s+(\d+)/.exec(version)?.[1] ?? 0);
}

/** The tool's error line ("pg_restore: error: could not execute query: ERROR:  role … does not exist"), shortened. */
function errorLine(stderr: string): string {
  const lines = stderr.trim().split("\n");
  const line = lines.find((candidate) => / error: /.test(candidate)) ?? lines.at(-1) ?? "";
  return line.replace(/^\S+: (error: )?/, "").replace(/\s+/g, " ");
}
