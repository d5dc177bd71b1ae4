import { readFile } from "node:fs/promises";
import path from "node:path";

/** The PostgreSQL running on a data directory, from its lock file postmaster.pid (pid on line 1, port on line 4). */
export interface Postmaster {
  pid: number;
  port: number;
}

/** The server whose lock file `dir` holds, if its process is alive; null for none, or a stale lock file. */
export async function runningPostmaster(dir: string): Promise<Postmaster | null> {
  const lines = (await readFile(path.join(dir, "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || !isAlive(pid)) return null;
  return { pid, port };
}

/** Whether a process exists; one we may not signal (EPERM) exists too. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
