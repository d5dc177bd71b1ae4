import type { Browser, BrowserContext } from "playwright-core";
import type { BenchPage } from "./pages.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Each request of one cold load of the page: when it started and ended, in ms from navigation start (BENCH_WEB_TRACE). */
export async function waterfall(browser: Browser, base: string, target: BenchPage, session: StorageState): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: target.signedIn ? session : undefined });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${target.path}`);
    await page.locator(target.shown).first().waitFor();
    const entries = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
        name: entry.name.replace(location.origin, ""),
        start: Math.round(entry.startTime),
        end: Math.round(entry.responseEnd),
        bytes: entry.encodedBodySize,
      })),
    );
    return entries.map(
      (entry) =>
        `${String(entry.start).padStart(6)} ${String(entry.end).padStart(6)} ${String(entry.bytes).padStart(8)} B  ${entry.name.slice(0, 140)}`,
    );
  } finally {
    await context.close();
  }
}
