/** Sizes of one bench run, from the environment; BENCH_QUICK=1 (or --quick) is a smoke run of a few seconds. */
export interface BenchConfig {
  /** Events in ledger_events before the rebuild is timed (the handler-made template included). */
  events: number;
  /** How long each throughput measurement runs. */
  seconds: number;
  /** Organizations the synthetic events are spread over. */
  organizations: number;
  /** Concurrent writers of the "many" measurements. */
  writers: number;
  quick: boolean;
}

export function benchConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): BenchConfig {
  const quick = env.BENCH_QUICK === "1" || argv.includes("--quick");
  return {
    events: positive(env.BENCH_EVENTS, quick ? 20_000 : 1_000_000),
    seconds: positive(env.BENCH_SECONDS, quick ? 1 : 10),
    organizations: positive(env.BENCH_ORGS, quick ? 3 : 50),
    writers: positive(env.BENCH_WRITERS, 8),
    quick,
  };
}

export function positive(text: string | undefined, fallback: number): number {
  if (text === undefined || text === "") return fallback;
  const value = Number(text.replaceAll("_", ""));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`expected a positive number, got ${text}`);
  return value;
}
