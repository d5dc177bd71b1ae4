import { positive } from "../ledger/config.ts";

/** One API bench run, from the environment; BENCH_QUICK=1 (or --quick) is a smoke run of about half a minute. */
export interface ApiBenchConfig {
  /** How long each load runs, after a warm-up of a fifth of it (at least a second). */
  seconds: number;
  /** Connections of each load; the ratios of the first are the headline ones. */
  connections: number[];
  /**
   * "office": the demo account grown to 211 real estates, where the properties list's query is most of a request;
   * "demo": the demo account's own 11, where the edge is.
   */
  portfolio: "office" | "demo";
  /** The server once more under the tRPC load with --cpu-prof, its hottest functions and packages listed. */
  profile: boolean;
  quick: boolean;
}

export function apiBenchConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): ApiBenchConfig {
  const quick = env.BENCH_QUICK === "1" || argv.includes("--quick");
  return {
    seconds: positive(env.BENCH_API_SECONDS, quick ? 2 : 10),
    connections: [10, 100],
    portfolio: portfolioOf(env.BENCH_API_PORTFOLIO ?? "office"),
    profile: env.BENCH_API_PROFILE === "1",
    quick,
  };
}

function portfolioOf(text: string): ApiBenchConfig["portfolio"] {
  if (text !== "office" && text !== "demo") throw new Error(`BENCH_API_PORTFOLIO is office or demo, not ${text}`);
  return text;
}
