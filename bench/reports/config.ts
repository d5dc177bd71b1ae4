import { positive } from "../ledger/config.ts";

/** Sizes of one reports bench run, from the environment; BENCH_QUICK=1 (or --quick) is a smoke run of under a minute. */
export interface ReportsBenchConfig {
  /** About how many events the organization's ledger holds: the number of units is chosen to reach it. */
  events: number;
  lessors: number;
  years: number;
  /** Rows of the EXCEL export and of the PDF. */
  excelRows: number;
  pdfRows: number;
  /** Timed runs of each RAW report, after one warm-up; the median is reported. */
  runs: number;
  quick: boolean;
}

export function reportsBenchConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): ReportsBenchConfig {
  const quick = env.BENCH_QUICK === "1" || argv.includes("--quick");
  return {
    events: positive(env.BENCH_REPORT_EVENTS, quick ? 20_000 : 1_000_000),
    lessors: positive(env.BENCH_REPORT_LESSORS, quick ? 5 : 50),
    years: positive(env.BENCH_REPORT_YEARS, 10),
    excelRows: positive(env.BENCH_REPORT_EXCEL_ROWS, quick ? 5_000 : 100_000),
    pdfRows: positive(env.BENCH_REPORT_PDF_ROWS, quick ? 500 : 2_000),
    runs: positive(env.BENCH_REPORT_RUNS, 5),
    quick,
  };
}
