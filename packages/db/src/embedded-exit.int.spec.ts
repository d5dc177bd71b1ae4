import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { freePort } from "./free-port.ts";
import { isAlive, runningPostmaster } from "./postmaster.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A command that starts the embedded server on a data directory of its own, then stops it and ends, or exits at once. */
async function runCommand(stops: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), "amlak-exit-"));
  dirs.push(dir);
  const module = new URL("./embedded.ts", import.meta.url).href;
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(module)});
    const server = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, port: ${await freePort()}, persistent: true });
    ${stops ? "await server.stop();" : "process.exit(0);"}`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 20_000 });
  return { ...run, dir };
}

describe("a command on the embedded database (npm run ledger:rebuild, db:backup)", () => {
  it("exits 0, saying nothing, once it has stopped the database", async () => {
    const run = await runCommand(true);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: "" });
  });

  it("tells the database to shut down when it exits without stopping it", async () => {
    const run = await runCommand(false);
    expect(run.status).toBe(0);
    const lock = await runningPostmaster(run.dir).catch(() => null);
    if (lock) await vi.waitFor(() => expect(isAlive(lock.pid)).toBe(false), { timeout: 15_000 });
    await vi.waitFor(async () => expect(await runningPostmaster(run.dir)).toBeNull(), { timeout: 15_000 });
  });
});
