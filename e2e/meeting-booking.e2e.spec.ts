import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled } from "./browser.ts";

const BOOKING_URL = "https://calendly.com/example/sales";

// A deployment with analytics and a scheduling page configured; the third parties themselves are not reached.
const demo = new DemoInBrowser({
  site: {
    contacts: { supportEmail: "help@example.sa", social: {} },
    analytics: { provider: "plausible", id: "example.sa", scriptUrl: "https://plausible.io/js/script.js" },
    meetingBookingUrl: BOOKING_URL,
  },
});

describe("meeting booking and analytics, when configured", () => {
  it("opens the scheduling page from the Business package's Contact sales and counts the click", async () => {
    for (const lang of ["ar", "en"] as const) {
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await demo.newPage(viewport);
        await page.route("https://plausible.io/**", (route) => route.abort());
        await page.route(`${BOOKING_URL}**`, (route) =>
          route.fulfill({ contentType: "text/html; charset=utf-8", body: "<h1>Pick a time</h1><p>Tue 10:00 · Wed 14:00</p>" }),
        );
        await page.goto(`${demo.base}/pricing${lang === "en" ? "?lang=en" : ""}`);
        await page.waitForLoadState("networkidle");
        await page.getByTestId("plan-business").getByRole("button").click();
        const dialog = page.getByTestId("meeting-dialog");
        await dialog.waitFor();
        await settled(dialog);
        expect(await dialog.locator("iframe").getAttribute("src")).toBe(BOOKING_URL);
        await expect.poll(() => page.frameLocator("iframe").getByText("Pick a time").isVisible()).toBe(true);
        // The script never arrived: the click waits in the queue Plausible reads when it loads.
        expect(await page.evaluate(() => (window as { plausible?: { q?: unknown[] } }).plausible?.q)).toEqual([["book_meeting"]]);
        await screenshot(page, `public-meeting-dialog-${viewport.width}-${lang}`, { fullPage: false });
        await page.keyboard.press("Escape");
        await expect.poll(() => dialog.count()).toBe(0);
        await page.close();
      }
    }
  });

  it("opens it from the landing page's Talk to sales too", async () => {
    const page = await demo.newPage({ width: 390, height: 844 });
    await page.route(`${BOOKING_URL}**`, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: "<h1>Pick a time</h1>" }),
    );
    await page.goto(`${demo.base}/landing`);
    await page.waitForLoadState("networkidle");
    const sales = page.getByTestId("landing-sales");
    await sales.scrollIntoViewIfNeeded();
    await screenshot(page, "public-landing-sales-390-ar", { fullPage: false });
    await sales.click();
    await page.getByTestId("meeting-dialog").waitFor();
    await page.getByTestId("meeting-dialog").getByRole("button").click();
    await expect.poll(() => page.getByTestId("meeting-dialog").count()).toBe(0);
    await page.close();
  });
});
