import { callerFor, demoCaller, TEST_AUTH } from "@amlak/api/testing";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;

const CATEGORIES = ["financialLessor", "financialPropertyManager", "operational", "investment"];
const demoOrg = () => owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone);
const setPackage = (code: "free" | "platinum") =>
  owner.updateTable("subscriptions").set({ package_code: code }).where("org_id", "=", demoOrg()).execute();

async function reportsPage(lang: "ar" | "en", width = 1366): Promise<Page> {
  const page = await demo.signedIn(lang, "/reports", { width, height: 900 });
  await page.getByTestId("report-categories").waitFor();
  return page;
}

const allowedReports = (page: Page) =>
  page
    .locator('[data-testid^="report-card-"][data-access="allowed"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-testid")!.slice("report-card-".length)));

/** Searches the open report and waits for its rows or its empty state; says which it was. */
async function search(page: Page): Promise<"rows" | "empty"> {
  await page.getByTestId("report-search").click();
  await page.locator('[data-testid="report-results"], [data-testid="report-empty"]').first().waitFor();
  return (await page.getByTestId("report-results").count()) > 0 ? "rows" : "empty";
}

/** Exports the open report and reads the file the browser saved. */
async function exported(page: Page, format: "excel" | "pdf"): Promise<{ name: string; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`report-export-${format}`).click()]);
  return { name: download.suggestedFilename(), body: await readFile((await download.path())!) };
}

describe("reports in the browser", () => {
  for (const lang of ["ar", "en"] as const) {
    it(`shows the categories, runs and exports every report the demo may open, in ${lang}`, async () => {
      const page = await reportsPage(lang);
      for (const category of CATEGORIES) await page.getByTestId(`report-category-${category}`).waitFor();
      const reports = await allowedReports(page);
      expect(reports).toHaveLength(9);
      await screenshot(page, `reports-cards-${lang}`);

      for (const report of reports) {
        await page.getByTestId(`report-link-${report}`).click();
        await page.waitForURL(new RegExp(`/reports\\?report=${report}$`));
        await page.getByTestId("report-prompt").waitFor();
        const found = await search(page);
        if (found === "rows") {
          expect(await page.getByTestId("report-row").count()).toBeGreaterThan(0);
          expect(await page.getByTestId("report-totals").count()).toBe(1);
        }
        if (report === "INCOME_REPORT") expect(found).toBe("rows");
        await screenshot(page, `report-${report}-${lang}`);
        for (const [format, extension, magic] of [
          ["excel", ".xlsx", "PK"],
          ["pdf", ".pdf", "%PDF-"],
        ] as const) {
          const file = await exported(page, format);
          expect(file.name, `${report} ${format}`).toMatch(new RegExp(`\\${extension}$`));
          expect(file.body.subarray(0, magic.length).toString("latin1"), `${report} ${format}`).toBe(magic);
        }
        await page.getByTestId("report-back").click();
        await page.waitForURL(/\/reports$/);
        await page.getByTestId("report-categories").waitFor();
      }
      await page.context().close();
    });
  }

  it("pages a long report 50 lines at a time, its totals those of every line", async () => {
    // A year of monthly cleaning on one unit takes the demo's payments past one page.
    const api = callerFor(demo.services, await demoCaller(demo.services));
    const [unit] = (await api.realEstates.find({ searchText: "شقة" })).filter((estate) => estate.kind === "unit");
    await api.payments.create({
      direction: "expense",
      category: "maintenance",
      due_date: "2026-01-05",
      price: "150",
      real_estate_id: unit!.id,
      repeat_period: 1,
      repeat_count: 12,
    });
    const page = await reportsPage("en");
    await page.getByTestId("report-link-PAYMENTS_LESSOR_REPORT").click();
    expect(await search(page)).toBe("rows");
    const count = Number((await page.getByTestId("report-count").textContent())!.replace(/\D/g, ""));
    expect(count, "the demo's payments of every period").toBeGreaterThan(50);
    expect(await page.getByTestId("report-row").count()).toBe(50);
    const totals = await page.getByTestId("report-totals").textContent();
    const firstRow = await page.getByTestId("report-row").first().textContent();
    await expect.poll(() => page.getByTestId("table-range").textContent()).toBe(`1–50 of ${count}`);
    await page.getByTestId("table-next").click();
    await expect.poll(() => page.getByTestId("table-range").textContent()).toBe(`51–${Math.min(100, count)} of ${count}`);
    expect(await page.getByTestId("report-row").first().textContent()).not.toBe(firstRow);
    expect(await page.getByTestId("report-totals").textContent()).toBe(totals);
    await screenshot(page, "report-paged-en");
    // A new search starts again at the first page.
    await page.getByTestId("report-filter-start").fill("2020/01/01");
    await search(page);
    await expect.poll(() => page.getByTestId("table-range").textContent()).toMatch(/^1–/);
    await page.context().close();
  });

  it("does not run with an invalid date or an end before the start", async () => {
    const page = await reportsPage("en");
    await page.getByTestId("report-link-INCOME_REPORT").click();
    await page.getByTestId("report-filter-start").fill("2026/02/30");
    await page.getByTestId("report-search").click();
    await expect.poll(() => page.getByTestId("report-filter-start-error").textContent()).toBe("The date is not valid");
    await page.getByTestId("report-filter-start").fill("2026/05/01");
    await page.getByTestId("report-filter-end").fill("2026/04/30");
    await page.getByTestId("report-search").click();
    await expect.poll(() => page.getByTestId("report-filter-end-error").textContent()).toBe("End date must be greater than start date");
    expect(await page.getByTestId("report-prompt").isVisible()).toBe(true);
    await screenshot(page, "report-dates-error-en");
    // A period without records explains itself.
    await page.getByTestId("report-filter-start").fill("2001/01/01");
    await page.getByTestId("report-filter-end").fill("2001/12/31");
    expect(await search(page)).toBe("empty");
    expect(await page.getByTestId("report-empty").textContent()).toContain("Nothing matches these filters");
    await screenshot(page, "report-empty-en");
    await page.context().close();
  });

  it("fits a phone: cards, filters and results as cards, with no sideways scrolling", async () => {
    const page = await reportsPage("ar", 390);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "reports-cards-phone-ar");
    await page.getByTestId("report-link-INCOME_REPORT").click();
    await page.getByTestId("report-export-pdf").waitFor();
    await screenshot(page, "report-income-phone-top-ar", { fullPage: false });
    const found = await search(page);
    if (found === "rows") {
      await page.getByTestId("report-card").first().waitFor();
      await page.getByTestId("report-totals-card").waitFor();
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "report-income-phone-ar");
    await page.context().close();
  });

  it("locks the reports and exports the package lacks: a locked card leads to the subscription", async () => {
    await setPackage("free");
    try {
      const page = await reportsPage("en");
      expect(await allowedReports(page)).toEqual(["ACTIVE_CONTRACTS_REPORT"]);
      expect(await page.getByTestId("report-card-INCOME_REPORT").getAttribute("data-access")).toBe("locked");
      await screenshot(page, "reports-cards-locked-en");
      await page.getByTestId("report-link-ACTIVE_CONTRACTS_REPORT").click();
      await page.getByTestId("report-export-pdf-locked").click();
      const upgrade = page.locator('[data-testid="upgrade-message"][data-state="open"]');
      await upgrade.waitFor();
      expect(await upgrade.textContent()).toContain("Exporting this report to this format comes with a higher package.");
      await settled(upgrade);
      await screenshot(page, "report-export-locked-en", { fullPage: false });
      await page.keyboard.press("Escape");

      // A locked report asked for by its link shows the cards, not the report.
      await page.goto(`${demo.base}/reports?report=INCOME_REPORT`);
      await page.getByTestId("report-categories").waitFor();
      await page.getByTestId("report-link-INCOME_REPORT").click();
      await page.waitForURL(/\/profile\?tab=Subscription$/);
      await page.context().close();
    } finally {
      await setPackage("platinum");
    }
  });
});
