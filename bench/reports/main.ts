import { sql } from "kysely";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import path from "node:path";
import type { Db } from "@amlak/db";
import { startBenchCluster } from "../ledger/cluster.ts";
import { timeRebuild } from "../ledger/rebuild.ts";
import { REPORT_DEFINITIONS } from "../../packages/api/src/reports/catalogue.ts";
import { riyadhToday, type ReportName } from "@amlak/domain";
import { reportsBenchConfig } from "./config.ts";
import { timeExport, type ExportRun } from "./export-timing.ts";
import { benchClient, benchServices } from "./member.ts";
import { seedPortfolio } from "./portfolio.ts";
import { timeSearch, periodReaching, type RawTiming } from "./raw-timings.ts";

// npm run bench:reports — seeds one organization with ten years of leases (about BENCH_REPORT_EVENTS ledger events)
// on a throwaway embedded PostgreSQL, then times every report. BENCH_QUICK=1 (or --quick) for a smoke run. See
// docs/performance.md, "Reports".
const config = reportsBenchConfig();
const RAW_TARGET_MS = 300;
const EXCEL_TARGET = { seconds: 10, rssMb: 300 };
const PDF_TARGET_SECONDS = 5;
const log = (line: string) => console.log(line);
const n = (value: number) => value.toLocaleString("en-US");

log(`bench:reports ${config.quick ? "(quick) " : ""}${JSON.stringify(config)}`);
// BENCH_REPORT_KEEP: a directory where the seeded database is kept; a later run with the same one measures again
// without seeding (about two minutes saved while trying a change).
const keptDir = process.env.BENCH_REPORT_KEEP;
const cluster = await startBenchCluster(4, keptDir);
try {
  const { owner, app } = cluster;
  const settings = await sql<{ version: string }>`select current_setting('server_version') as version`.execute(owner);
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL ${settings.rows[0]!.version} embedded`;
  log(`machine: ${machine}`);

  const kept = keptDir && path.join(keptDir, "bench-portfolio.json");
  const seeded = kept && existsSync(kept) ? (JSON.parse(readFileSync(kept, "utf8")) as Seeded) : await seed(owner, app, cluster.url);
  if (kept) writeFileSync(kept, JSON.stringify(seeded));
  const { portfolio, caller } = seeded;
  const services = benchServices(cluster.url, app, owner);
  const year = portfolio.lastYear - 1;
  const oneYear = { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
  const reports = Object.keys(REPORT_DEFINITIONS) as ReportName[];
  const searchAll = async (label: string) => {
    const timings: RawTiming[] = [];
    for (const report of reports) timings.push(await timeSearch(services, caller, report, oneYear, config.runs));
    log(`RAW ${label}, ${year} (median of ${config.runs} after a warm-up; target under ${RAW_TARGET_MS} ms):`);
    for (const t of timings)
      log(
        `  ${t.report.padEnd(27)} ${n(t.rows).padStart(8)} rows ${String(t.medianMs).padStart(8)} ms (${t.minMs}–${t.maxMs})${t.medianMs < RAW_TARGET_MS ? "" : "  OVER"}`,
      );
    return timings;
  };
  const raw = await searchAll("as migrated");

  const exports: { kind: string; report: ReportName; rows: number; filters: object; run: ExportRun }[] = [];
  const big: ReportName = "INCOME_REPORT_DETAILS";
  if (REPORT_DEFINITIONS[big]) {
    const excel = await periodReaching(services, caller, big, {}, config.excelRows, portfolio.lastYear, portfolio.firstYear);
    const lessor = (
      await owner
        .selectFrom("contacts")
        .select("id")
        .where("org_id", "=", portfolio.org.orgId)
        .where("type", "=", "lessor")
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
    const pdf = await periodReaching(services, caller, big, { lessor }, config.pdfRows, portfolio.lastYear, portfolio.firstYear);
    for (const [kind, chosen] of [
      ["EXCEL", excel],
      ["PDF", pdf],
    ] as const) {
      const url = (filters: object) =>
        `/api${REPORT_DEFINITIONS[big]!.path}?${new URLSearchParams({ result_type: kind, ...(filters as Record<string, string>) })}`;
      const firstDay = `${portfolio.lastYear}-01-01`;
      const run = await timeExport(cluster.url, caller, url({ start_date: firstDay, end_date: firstDay }), url(chosen.filters));
      exports.push({ kind, report: big, rows: chosen.rows, filters: chosen.filters, run });
      const target = kind === "EXCEL" ? `${EXCEL_TARGET.seconds} s within ${EXCEL_TARGET.rssMb} MB` : `${PDF_TARGET_SECONDS} s`;
      log(
        `${kind} ${big} ${JSON.stringify(chosen.filters)}: ${n(chosen.rows)} rows, HTTP ${run.status} ${run.contentType ?? ""} ${n(run.bytes)} bytes ` +
          `in ${(run.ms / 1000).toFixed(2)} s, peak RSS ${n(run.peakRssMb)} MB (${n(run.baselineRssMb)} MB before the request); target ${target}` +
          (run.body ? ` — ${run.body}` : ""),
      );
    }
  }
  // BENCH_REPORT_DDL: statements (an index, say) tried on the bench database only, then every search timed again.
  const ddl = process.env.BENCH_REPORT_DDL;
  let rawWithDdl: RawTiming[] | undefined;
  if (ddl) {
    await sql.raw(ddl).execute(owner);
    await sql`vacuum (analyze)`.execute(owner);
    rawWithDdl = await searchAll(`with ${ddl}`);
  }
  log(
    JSON.stringify({
      machine,
      config,
      ...seeded,
      portfolio: { ...portfolio, org: undefined },
      caller: undefined,
      raw,
      exports,
      ddl,
      rawWithDdl,
    }),
  );
} finally {
  await cluster.stop();
}

interface Seeded {
  portfolio: Awaited<ReturnType<typeof seedPortfolio>>;
  caller: Awaited<ReturnType<typeof benchClient>>;
  seedSeconds: number;
  rebuild: Awaited<ReturnType<typeof timeRebuild>>;
}

/** The portfolio written, projected by the rebuild and vacuumed, and the client who reads its reports. */
async function seed(owner: Db, app: Db, url: string): Promise<Seeded> {
  const started = performance.now();
  const portfolio = await seedPortfolio(owner, app, config, new Date());
  const writtenSeconds = (performance.now() - started) / 1000;
  const rebuild = await timeRebuild(url);
  await sql`vacuum (analyze)`.execute(owner);
  const seedSeconds = (performance.now() - started) / 1000;
  log(
    `seeded ${n(portfolio.events)} events (${n(portfolio.lessors)} lessors, ${n(portfolio.units)} units, ${portfolio.firstYear}–${portfolio.lastYear}) ` +
      `in ${seedSeconds.toFixed(1)} s: written ${writtenSeconds.toFixed(1)} s, rebuilt ${(rebuild.elapsedMs / 1000).toFixed(1)} s ` +
      `(${n(rebuild.contracts)} contracts, ${n(rebuild.payments)} payments, ${n(rebuild.invoices)} invoices, ${n(rebuild.receipts)} receipts, ` +
      `${n(rebuild.journalLines)} journal lines), then vacuum analyze`,
  );
  const caller = await benchClient(owner, portfolio.org.orgId, riyadhToday(new Date()));
  return { portfolio, caller, seedSeconds, rebuild };
}
