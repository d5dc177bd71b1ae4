import { TEST_AUTH } from "@amlak/api/testing";
import { addDays, riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const today = riyadhToday(new Date());
const demoOrg = () => owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone);

const TEXTS = {
  en: {
    banner: "No Active Subscription: your account is on the Free package",
    locked: "This service is not available in your subscription",
  },
  ar: { banner: "لا يوجد اشتراك فعّال: حسابك على الباقة المجانية", locked: "هذه الخدمة غير متاحة في اشتراكك" },
};

beforeAll(async () => {
  // The trial ended six days ago, unpaid.
  await owner
    .updateTable("subscriptions")
    .set({ trial: true, status: "expired", start_date: addDays(today, -20), end_date: addDays(today, -6) })
    .where("org_id", "=", demoOrg())
    .execute();
});

describe("an organization whose trial ended unpaid, in the browser", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`says it is on Free, keeps the lists and their export, and locks what Free lacks (${lang})`, async () => {
      for (const [size, viewport] of [
        ["desktop", { width: 1366, height: 900 }],
        ["phone", { width: 390, height: 844 }],
      ] as const) {
        const page = await demo.signedIn(lang, "/properties", viewport);
        const banner = page.getByTestId("subscription-banner");
        await expect.poll(() => banner.textContent()).toContain(TEXTS[lang].banner);
        await page.getByTestId("table-export").waitFor();
        await screenshot(page, `fallback-free-properties-${size}-${lang}`, { fullPage: false });

        await page.goto(`${demo.base}/reports?report=ACTIVE_CONTRACTS_REPORT`);
        // The report's form first, as the user sees it: a click on the toolbar while the page still lays out can be lost.
        await page.getByTestId("report-prompt").waitFor();
        await page.getByTestId("report-export-pdf-locked").click();
        const upgrade = page.locator('[data-testid="upgrade-message"][data-state="open"]');
        await expect.poll(() => upgrade.textContent()).toContain(TEXTS[lang].locked);
        await settled(upgrade);
        await screenshot(page, `fallback-free-report-locked-${size}-${lang}`, { fullPage: false });

        await page.goto(`${demo.base}/MainManagement?tab=Users`);
        await page.getByTestId("users-locked").waitFor();
        await screenshot(page, `fallback-free-users-${size}-${lang}`, { fullPage: false });
        await page.context().close();
      }
    });
  }
});
