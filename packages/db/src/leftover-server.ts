import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { isAlive, runningPostmaster } from "./postmaster.ts";
import { StartupError } from "./startup-error.ts";

const STOP_WAIT_MS = 30_000;

/**
 * A PostgreSQL still running on `dir` after the process that started it was killed (SIGKILL, a crash, an OOM kill):
 * it keeps the data directory locked, so a new start would fail. An orphan is stopped with a fast shutdown (its
 * sessions belonged to the dead process; committed work is safe). A server whose parent is a live Node process
 * belongs to another Amlak server, and is left alone.
 */
export async function stopLeftoverServer(dir: string): Promise<void> {
  const { pid } = (await runningPostmaster(dir)) ?? {};
  if (pid === undefined) return; // none, or a stale lock file PostgreSQL removes itself
  const parent = await parentOf(pid);
  if (parent === null || (await commandOf(parent)).includes("node")) {
    throw new StartupError(
      `Another server (PostgreSQL process ${pid}) is using the database in ${dir}: stop the Amlak server that runs it, or set DATA_DIR to another folder.`,
    );
  }
  console.warn(`[db] stopping PostgreSQL process ${pid}, left running on ${dir} by a server that was killed`);
  process.kill(pid, "SIGINT");
  for (const deadline = Date.now() + STOP_WAIT_MS; isAlive(pid); await sleep(100)) {
    if (Date.now() > deadline) {
      throw new StartupError(
        `The PostgreSQL left running on ${dir} (process ${pid}) did not stop within 30 s: stop it with kill ${pid}, then start again.`,
      );
    }
  }
}

/** The parent's pid from /proc (Linux); null where /proc is not there, which counts as "in use": never stop blindly. */
async function parentOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  // "pid (comm) state ppid …": comm may hold spaces or parentheses, so read after the last ")".
  const ppid = Number(stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

async function commandOf(pid: number): Promise<string> {
  return (await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).replaceAll("\0", " ");
}
