import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** What Lighthouse measured of one page: its four category scores (0–1) and the metrics behind performance. */
export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of every script the page fetched. */
  scriptKb: number;
  /** Lighthouse's measure of this machine's speed at the time (a loaded machine scores low, and its TBT comes out high). */
  benchmarkIndex: number;
}

/** Issue #21's floors on a phone. */
const LIGHTHOUSE_GOALS = { performance: 0.95, accessibility: 1, bestPractices: 0.95, seo: 1 };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Lighthouse's default run (mobile form factor, simulated throttling) of each page, in a headless Debian Chromium of
 * its own: Lighthouse drives the browser over a debugging port, which Playwright's pipe connection does not offer.
 * With `reports`, each page's whole report (JSON, for the Lighthouse viewer) is written into that folder.
 */
export async function lighthouseFigures(pages: { name: string; url: string }[], reports?: string): Promise<LighthouseFigures[]> {
  const profile = mkdtempSync(path.join(tmpdir(), "amlak-lighthouse-"));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0", `--user-data-dir=${profile}`],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  try {
    const port = await debuggingPort(chromium.stderr);
    const figures: LighthouseFigures[] = [];
    for (const { name, url } of pages) {
      const result = await audit(url, port);
      if (reports) writeFileSync(path.join(reports, `${name.replace(/\W+/g, "-")}.json`), JSON.stringify(result.lhr));
      figures.push(figuresOf(name, result.lhr));
    }
    return figures;
  } finally {
    chromium.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One Lighthouse run, tried again when its trace came out broken (NO_NAVSTART and such happen on a loaded machine). */
async function audit(url: string, port: number, attempts = 3) {
  const result = await lighthouse(url, { port, logLevel: "error", output: "json", onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (!result.lhr.runtimeError) return result;
  if (attempts <= 1) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return audit(url, port, attempts - 1);
}

/** Chromium prints "DevTools listening on ws://127.0.0.1:<port>/..." once it is ready. */
async function debuggingPort(stderr: NodeJS.ReadableStream): Promise<number> {
  for await (const line of createInterface({ input: stderr })) {
    const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line)?.[1];
    if (port) return Number(port);
  }
  throw new Error("Chromium exited before opening its debugging port");
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function figuresOf(page: string, lhr: Result): LighthouseFigures {
  const score = (category: string) => lhr.categories[category]?.score ?? 0;
  const metric = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
  const resources = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  const scripts = resources?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
    scriptKb: Number((scripts / 1024).toFixed(1)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The failures below issue #21's floors, one line each. */
export function belowGoals(figures: LighthouseFigures[]): string[] {
  return figures.flatMap((each) =>
    (Object.keys(LIGHTHOUSE_GOALS) as (keyof typeof LIGHTHOUSE_GOALS)[])
      .filter((category) => each[category] < LIGHTHOUSE_GOALS[category])
      .map((category) => `${each.page}: ${category} ${each[category]} < ${LIGHTHOUSE_GOALS[category]}`),
  );
}
