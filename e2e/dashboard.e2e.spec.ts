import type { Page } from "playwright-core";
import { callerFor, demoCaller, TEST_AUTH } from "@amlak/api/testing";
import { calendarMonth, riyadhToday } from "@amlak/domain";
import { formatMoney } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();

/** The demo's dashboard figures as the API answers them, to compare with what the page shows. */
async function figures() {
  const api = callerFor(demo.services, await demoCaller(demo.services)).dashboard;
  return { financial: await api.financial(), operational: await api.operational(), daily: await api.daily(), weekly: await api.weekly() };
}

/** The dashboard in `lang`, the first-visit tour closed so it covers nothing, its figures loaded. */
async function dashboard(lang: "ar" | "en", width = 1366): Promise<Page> {
  const page = await demo.signedIn(lang, undefined, { width, height: 900 });
  await page.getByTestId("tour-close").click(); // for this visit only: the next sign-in shows it again
  await page.getByTestId("figure-month-value").waitFor();
  return page;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent())?.trim();
/** The label of the chosen item of a segment group or chip row. */
const checked = async (page: Page, testId: string) =>
  (await page.locator(`[data-testid="${testId}"] [data-state="checked"]`).first().textContent())?.trim();
/** The pressed chip of a list's filter chips (ui/count-chips.tsx). */
const pressed = async (page: Page, testId: string) =>
  (await page.locator(`[data-testid="${testId}-chips"] [aria-pressed="true"]`).first().textContent())?.trim();

describe("the dashboard in the browser", () => {
  it("shows this month's figures, the chart and the next 14 days in Arabic, and opens overdue income", async () => {
    const page = await dashboard("ar");
    const { financial, operational } = await figures();
    await expect.poll(() => text(page, "figure-month-value")).toBe(formatMoney(financial.month.paid.amount, "ar"));
    expect(await text(page, "figure-year-value")).toBe(formatMoney(financial.year.paid.amount, "ar"));
    expect(await text(page, "figure-overdue-value")).toBe(formatMoney(financial.overdue.amount, "ar"));
    expect(await text(page, "figure-vacant-value")).toBe(String(operational.occupancy.vacant));
    expect(await text(page, "attention-overdue-count")).toBe(String(financial.overdue.count));
    expect(await page.getByTestId("upcoming-payment").count()).toBe(financial.upcoming.payments.length);
    expect(await text(page, "dashboard-upcoming-amount")).toBe(formatMoney(financial.upcoming.amount, "ar"));

    const bars = page.getByTestId("dashboard-chart-plot").locator("svg .recharts-bar-rectangle path");
    await expect.poll(() => bars.count()).toBeGreaterThan(0);
    await bars.last().hover();
    await expect.poll(() => text(page, "chart-tooltip-income")).toMatch(/^الإيرادات: [\d,]+\.\d\d ر\.س$/);
    await screenshot(page, "dashboard-overview-ar");

    await page.getByTestId("attention-overdue-link").click();
    await page.waitForURL(/\/payments\?view=overdue&kind=income$/);
    await expect.poll(() => checked(page, "payment-view")).toBe("متأخرة");
  });

  it("switches to the day and week views in English, and opens the vacant units and late tasks", async () => {
    const page = await dashboard("en");
    const { daily, weekly, operational } = await figures();
    await page.getByTestId("dashboard-view").getByText("Today").click();
    await page.waitForURL(/\/dashboard\?view=daily$/);
    await expect.poll(() => text(page, "period-tasks-value")).toBe(String(daily.tasks));
    expect(await text(page, "period-pending-value")).toBe(formatMoney(daily.income!.pending.amount, "en"));
    expect(await text(page, "period-received-value")).toBe(formatMoney(daily.received!.amount, "en"));
    await screenshot(page, "dashboard-daily-en");

    await page.getByTestId("dashboard-view").getByText("This week").click();
    await page.waitForURL(/\/dashboard\?view=weekly$/);
    await expect.poll(() => text(page, "period-tasks-value")).toBe(String(weekly.tasks));
    expect(await text(page, "period-collected-value")).toBe(formatMoney(weekly.income!.paid.amount, "en"));
    await screenshot(page, "dashboard-weekly-en");

    await page.getByTestId("dashboard-view").getByText("Overview").click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId("dashboard-chart-plot").waitFor();
    await screenshot(page, "dashboard-overview-en");
    await page.getByTestId("figure-vacant-link").click();
    await page.waitForURL(/\/properties\?status=Vacant$/);
    await expect.poll(() => pressed(page, "estate-status")).toMatch(/^Vacant/);

    if (operational.tasks.late > 0) {
      await page.goBack();
      await page.getByTestId("attention-late-link").click();
      await page.waitForURL(/\/tasks\?chip=late$/);
      await expect.poll(() => pressed(page, "task")).toMatch(/^Late/);
    }
  });

  it("follows the Hijri calendar, and offers Retry with the reference when the figures fail to load", async () => {
    const { owner } = demo.services.database;
    const hijri = (dateType: "md" | "hj") =>
      owner.updateTable("users").set({ date_type: dateType }).where("phone", "=", TEST_AUTH.demo.phone).execute();
    await hijri("hj");
    try {
      const page = await dashboard("en");
      const month = calendarMonth(riyadhToday(new Date()), "hj");
      expect(await page.getByTestId("figure-month-link").getAttribute("href")).toBe(
        `/payments?view=paid&kind=income&from=${month.first}&to=${month.last}`,
      );
      await page.getByTestId("dashboard-chart-plot").locator("svg .recharts-bar-rectangle path").last().hover();
      await expect.poll(() => page.getByTestId("dashboard-chart").textContent()).toMatch(/\d{4} AH/);
      await screenshot(page, "dashboard-hijri-en");

      let failures = 0;
      await page.route(/\/trpc\/[^?]*dashboard\.operational/, async (route) => {
        if (failures++ > 0) return route.fallback();
        const error = {
          message: "Unexpected error",
          code: -32603,
          data: { code: "internal", message: "Unexpected error", referenceNo: "req-e2e-9", httpStatus: 500 },
        };
        const batch = new URL(route.request().url()).pathname.split("/trpc/")[1]!.split(",");
        await route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify(batch.map(() => ({ error: { json: error } }))),
        });
      });
      await page.reload();
      await page.getByTestId("dashboard-error").waitFor();
      expect(await text(page, "dashboard-error-reference")).toContain("req-e2e-9");
      await page.getByTestId("dashboard-retry").click();
      await page.getByTestId("figure-vacant-value").waitFor();
      expect(await page.getByTestId("dashboard-error").count()).toBe(0);
    } finally {
      await hijri("md");
    }
  });

  it("stacks on a phone with no sideways scroll", async () => {
    const page = await dashboard("ar", 390);
    await page.getByTestId("dashboard-chart-plot").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "dashboard-phone-ar");
    await page.goto(`${demo.base}/dashboard?view=weekly`);
    await page.getByTestId("period-tasks-value").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
