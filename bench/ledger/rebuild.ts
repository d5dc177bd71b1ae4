import type { RebuildResult } from "@amlak/ledger";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export type RebuildRun = RebuildResult & { peakRssMb: number };

const child = fileURLToPath(new URL("./rebuild-child.ts", import.meta.url));

/** The heap limits `npm run ledger:rebuild` runs with (package.json): the bench measures the operator's command. */
function operatorHeapFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> };
  return manifest.scripts["ledger:rebuild"]!.split(" ").filter((word) => /^--max-(old|semi)-space-size=/.test(word));
}

/** Times `rebuildReadModels` over the whole database in a child process (tsx, the operator's heap limits), with its peak RSS. */
export function timeRebuild(url: string): Promise<RebuildRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      // BENCH_REBUILD_FLAGS passes node flags to the rebuild process, e.g. --cpu-prof to profile it.
      [...operatorHeapFlags(), ...(process.env.BENCH_REBUILD_FLAGS ?? "").split(" ").filter(Boolean), "--import", "tsx", child],
      { env: { ...process.env, BENCH_DATABASE_URL: url }, maxBuffer: 1 << 20, timeout: 60 * 60 * 1000 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`rebuild failed: ${stderr || error.message}`));
        const last = stdout.trim().split("\n").at(-1) ?? "";
        resolve(JSON.parse(last) as RebuildRun);
      },
    );
  });
}
