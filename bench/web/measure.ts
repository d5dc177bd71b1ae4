import type { Browser, BrowserContext } from "playwright-core";
import type { BenchPage } from "./pages.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Milliseconds from navigation start to the page's data shown: in a new context (cold cache), then reloaded (warm). */
export interface PageTiming {
  cold: number;
  warm: number;
}

const VIEWPORT = { width: 1366, height: 900 };
const TIMEOUT_MS = 15_000;

/** The demo account signed in through /mockLogin in Arabic; its stored session lets each new context start signed in. */
export async function demoSession(browser: Browser, base: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/mockLogin?lang=ar`);
    await page.waitForURL(/\/dashboard$/);
    await page.locator('[data-testid="figure-month-value"]').waitFor({ timeout: TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export async function timePage(browser: Browser, base: string, target: BenchPage, session: StorageState): Promise<PageTiming> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: target.signedIn ? session : undefined });
  try {
    const page = await context.newPage();
    const shownAt = async () => {
      // Polled in the page on each frame: performance.now() counts from this navigation's start.
      const handle = await page
        .waitForFunction(
          (selector) => {
            const element = document.querySelector(selector);
            return element?.checkVisibility() ? performance.now() : undefined;
          },
          target.shown,
          { polling: "raf", timeout: TIMEOUT_MS },
        )
        .catch((error: unknown) => {
          throw new Error(`${target.path}: no ${target.shown} shown`, { cause: error });
        });
      return Math.round((await handle.jsonValue()) as number);
    };
    await page.goto(`${base}${target.path}`, { waitUntil: "commit" });
    const cold = await shownAt();
    await page.reload({ waitUntil: "commit" });
    const warm = await shownAt();
    return { cold, warm };
  } finally {
    await context.close();
  }
}
