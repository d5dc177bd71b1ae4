import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

// npm test's checks before the tests, as many at once as there are cores (each is one process on one core), the
// longest first; each one's output is printed whole when it ends, with its time. `npm run typecheck` runs the
// type checks alone. Three programs check every file once: the packages and server, the web app (DOM, JSX) and the
// tools beside them; tsc per package (turbo) checked the shared packages again in each package that imports them.
const TYPECHECKS = ["tsc -p apps/web/tsconfig.json", "tsc -p tsconfig.node.json", "tsc -p tsconfig.tools.json"];
const CHECKS = [
  "eslint .",
  ...TYPECHECKS,
  "prettier --check . --log-level=warn",
  "knip --no-progress",
  "npm run check:lock",
  "npm run budget:web",
];

function run(command: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? "✓" : "✗"} ${command} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const commands = process.argv[2] === "typecheck" ? TYPECHECKS : CHECKS;
const queue = [...commands];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  let passed = true;
  for (let command = queue.shift(); command; command = queue.shift()) passed = (await run(command)) && passed;
  return passed;
});
if (!(await Promise.all(lanes)).every(Boolean)) process.exit(1);
