import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The server bundle the e2e files start in processes of their own (ServerProcess), built once per run from the
 * sources as they are: a file started alone after a change runs the change, and no two files write dist/ at once.
 */
export default function buildServerBundle() {
  execFileSync(process.execPath, ["build.ts"], { cwd: fileURLToPath(new URL("../..", import.meta.url)), stdio: "inherit" });
}
