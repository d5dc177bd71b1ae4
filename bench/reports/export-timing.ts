import type { Caller } from "@amlak/api";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface ExportRun {
  status: number;
  contentType: string;
  bytes: number;
  ms: number;
  /** The child's RSS with the app built and warmed up, before the request, and its peak over the whole process. */
  baselineRssMb: number;
  peakRssMb: number;
  body?: string;
}

const child = fileURLToPath(new URL("./export-child.ts", import.meta.url));

/** The V8 flags `npm start` runs the server with (apps/server/package.json), so the export is measured as it runs. */
export const serverFlags =
  (
    JSON.parse(readFileSync(new URL("../../apps/server/package.json", import.meta.url), "utf8")) as { scripts: { start: string } }
  ).scripts.start.match(/--max-[\w-]+=\d+/g) ?? [];

/**
 * Times one GET of a report file (`path` under /api, with its query) in a child process (tsx), after the small
 * `warmUp` one, with the process's peak RSS.
 */
export function timeExport(url: string, caller: Caller, warmUp: string, path: string): Promise<ExportRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...serverFlags, "--import", "tsx", child],
      {
        env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_EXPORT: JSON.stringify({ caller, warmUp, path }) },
        maxBuffer: 1 << 20,
        timeout: 10 * 60 * 1000,
      },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`export failed: ${stderr || error.message}`));
        resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as ExportRun);
      },
    );
  });
}
