import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds of the monotonic clock, which process.hrtime reads too. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface SelfTime {
  name: string;
  percent: number;
}

export interface ProfileSummary {
  /** Milliseconds sampled busy (idle left out). */
  busyMs: number;
  packages: SelfTime[];
  functions: SelfTime[];
}

/** Who a frame's code belongs to: an npm package, one of ours (apps/server, packages/api, …), Node itself or V8. */
function ownerOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, "") || "native"})`;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  if (url.startsWith("node:")) return "node";
  const ours = /\/((?:apps|packages)\/[^/]+|bench)\//.exec(url);
  return ours ? ours[1]! : url;
}

/**
 * The self time of the profile --cpu-prof wrote in `dir` between `from` and `to` (process.hrtime.bigint() in any process
 * of this machine: the load, without the server's start and stop), by package and by function, largest first.
 */
export function summariseProfile(dir: string, { from, to }: { from: bigint; to: bigint }, top = 15): ProfileSummary {
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, k) => {
    const micros = profile.timeDeltas[k] ?? 0;
    at += micros;
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)" || at < Number(from / 1000n) || at > Number(to / 1000n)) return;
    busy += micros;
    const owner = ownerOf(url, functionName);
    packages.set(owner, (packages.get(owner) ?? 0) + micros);
    const file = url.startsWith("node:") ? url : `${owner}/${path.basename(url)}`;
    const name = `${functionName || "(anonymous)"} ${url ? `${file}:${lineNumber + 1}` : ""}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  const largest = (times: Map<string, number>) =>
    [...times]
      .sort(([, a], [, b]) => b - a)
      .slice(0, top)
      .map(([name, micros]) => ({ name, percent: Math.round((1000 * micros) / busy) / 10 }));
  return { busyMs: Math.round(busy / 1000), packages: largest(packages), functions: largest(functions) };
}
