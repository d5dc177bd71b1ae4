import { createCaller, type Caller, type Services } from "@amlak/api";
import type { ReportName } from "@amlak/domain";
import type { TReportFilters } from "@amlak/schemas";

export interface RawTiming {
  report: ReportName;
  rows: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

type Filters = Partial<TReportFilters>;

/** One report searched (RAW) the way the screen searches it: tRPC reports.run as the client, its rows counted. */
async function searchReport(services: Services, caller: Caller, report: ReportName, filters: Filters): Promise<number> {
  const api = createCaller({ ...services, lang: "ar", requestId: "bench", ip: "127.0.0.1", caller, idempotencyKey: null });
  const result = await api.reports.run({ report, filters: { payment_status: "All", ...filters }, result_type: "RAW" });
  return result.rows.length;
}

/** The median of `runs` searches after a warm-up one. */
export async function timeSearch(
  services: Services,
  caller: Caller,
  report: ReportName,
  filters: Filters,
  runs: number,
): Promise<RawTiming> {
  const rows = await searchReport(services, caller, report, filters);
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const started = performance.now();
    await searchReport(services, caller, report, filters);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { report, rows, medianMs: round(times[Math.floor(times.length / 2)]!), minMs: round(times[0]!), maxMs: round(times.at(-1)!) };
}

/**
 * The latest start date (the first of a month, back from `lastYear`'s end) whose search reaches `rows` rows, or the
 * first year's start when none does: the date filter of an export of about that size.
 */
export async function periodReaching(
  services: Services,
  caller: Caller,
  report: ReportName,
  base: Filters,
  rows: number,
  lastYear: number,
  firstYear: number,
): Promise<{ filters: Filters; rows: number }> {
  const search = async (month: number) => {
    const from = new Date(Date.UTC(lastYear, 11 - month, 1)).toISOString().slice(0, 10);
    const filters = { ...base, start_date: from, end_date: `${lastYear}-12-31` };
    return { filters, rows: await searchReport(services, caller, report, filters) };
  };
  // Months back from December of lastYear: double until the search reaches `rows`, then bisect.
  const allMonths = 12 * (lastYear - firstYear + 1) - 1;
  let low = 0;
  let high = 1;
  let reached = await search(high);
  while (reached.rows < rows && high < allMonths) {
    low = high;
    high = Math.min(allMonths, 2 * high);
    reached = await search(high);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const found = await search(middle);
    if (found.rows >= rows) [high, reached] = [middle, found];
    else low = middle;
  }
  return reached;
}
