import { lastOtp } from "@amlak/api/testing";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot } from "./browser.ts";

const demo = new DemoInBrowser();

describe("the web app in a real browser", () => {
  it("opens the demo from /mockLogin into the Arabic dashboard shell, then switches to English", async () => {
    const page = await demo.newPage();
    await page.goto(`${demo.base}/mockLogin?lang=ar`);
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId("dashboard-stats").waitFor();
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.getAttribute("html", "lang")).toBe("ar");
    await expect.poll(() => page.getByTestId("page-title").textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await page.getByTestId("side-menu").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("dashboard-stats").textContent()).toContain("10");
    await screenshot(page, "dashboard-ar");

    await page.getByTestId("lang-switch").click();
    await expect.poll(() => page.getAttribute("html", "dir")).toBe("ltr");
    await expect.poll(() => page.getByTestId("page-title").textContent()).toMatch(/Dashboard/);
    await screenshot(page, "dashboard-en");

    await page.getByTestId("menu-item-realEstates").click();
    await page.waitForURL(/\/properties$/);
    await expect.poll(() => page.content()).toContain("مجمع الياسمين السكني");
    await screenshot(page, "properties-en");
    await page.context().close();
  });

  it("pages and sorts the properties on the server, keeps them in the URL, exports them, and retries a failed load", async () => {
    const page = await demo.newPage();
    await page.goto(`${demo.base}/mockLogin?lang=en`);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${demo.base}/properties`);
    const table = page.getByTestId("real-estates-table");
    const rows = table.getByTestId("table-row");
    const range = () => table.getByTestId("table-range").textContent();
    await expect.poll(() => rows.count()).toBe(10);
    expect(await range()).toBe("1–10 of 11");

    await table.getByTestId("table-next").click();
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(range).toBe("11–11 of 11");
    await expect.poll(() => rows.count()).toBe(1);
    await page.goBack();
    await expect.poll(range).toBe("1–10 of 11");

    // Yearly rent, highest first: the compound carries the sum of its three leases.
    await table.getByTestId("sort-yearlyRent").click();
    await table.getByTestId("sort-yearlyRent").click();
    await page.waitForURL(/sort=yearlyRent&direction=desc/);
    const header = table.locator("th", { has: page.getByTestId("sort-yearlyRent") });
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
    await expect.poll(() => rows.first().textContent()).toContain("154,000.00 SR");
    await screenshot(page, "properties-sorted-en");

    const download = page.waitForEvent("download");
    await table.getByTestId("table-export").click();
    expect((await download).suggestedFilename()).toMatch(/^Properties \d{4}-\d{2}-\d{2} \d{6}\.xlsx$/);

    // The next load fails once: the alert names the server's reference, and Retry loads the page.
    let failures = 0;
    await page.route("**/trpc/realEstates.list?**", async (route) => {
      if (failures++ > 0) return route.fallback();
      const error = {
        message: "Unexpected error",
        code: -32603,
        data: { code: "internal", message: "Unexpected error", referenceNo: "req-e2e-1", httpStatus: 500 },
      };
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify([{ error: { json: error } }]) });
    });
    await table.getByTestId("table-next").click();
    await table.getByTestId("table-error").waitFor();
    expect(await table.getByTestId("table-error-reference").textContent()).toContain("req-e2e-1");
    await screenshot(page, "properties-error-en");
    await table.getByTestId("table-retry").click();
    await expect.poll(range).toBe("11–11 of 11");
    expect(await table.getByTestId("table-error").count()).toBe(0);
    await page.context().close();
  });

  it("shows the properties as cards on a phone, in Arabic", async () => {
    const page = await demo.newPage({ width: 390, height: 844 });
    await page.goto(`${demo.base}/mockLogin?lang=ar`);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${demo.base}/properties?sort=nextDue`);
    const cards = page.getByTestId("table-card");
    await expect.poll(() => cards.count()).toBe(10);
    expect(await page.getByTestId("table-row").first().isVisible()).toBe(false);
    expect(await page.getByTestId("table-sort-select").inputValue()).toBe("nextDue");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "properties-phone-ar");
    await page.context().close();
  });

  it("signs a new landlord up with the texted code and lands signed in", async () => {
    const page = await demo.newPage();
    await page.goto(`${demo.base}/login?section=register`);
    await page.getByTestId("signup-name").fill("سلمان الغامدي");
    await page.getByTestId("signup-phone").fill("٠٥٥٩٨٧٦٥٤٣");
    await page.getByTestId("signup-email").fill("salman@example.sa");
    await page.getByTestId("signup-password").fill("Strong@Pass1");
    await page.getByTestId("signup-confirm").fill("Strong@Pass1");
    await screenshot(page, "signup-ar");
    await page.getByTestId("signup-submit").click();
    await page.getByTestId("otp-input").first().waitFor();
    await expect.poll(() => lastOtp(demo.services.database.owner, "559876543").catch(() => null)).toMatch(/^\d{6}$/);
    const code = await lastOtp(demo.services.database.owner, "559876543");
    await page.getByTestId("otp-input").first().click();
    await page.keyboard.type(code);
    const submit = page.getByTestId("otp-submit");
    if (await submit.isEnabled()) await submit.click().catch(() => {});
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId("side-menu").waitFor();
    const user = await demo.services.database.owner
      .selectFrom("users")
      .select(["type", "name"])
      .where("phone", "=", "559876543")
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ type: "client", name: "سلمان الغامدي" });
    await screenshot(page, "signed-up-dashboard-ar");
    await page.context().close();
  });

  it("sends a signed-out visitor from a private page to the landing page", async () => {
    const page = await demo.newPage();
    await page.goto(`${demo.base}/tasks`);
    await page.waitForURL(/\/landing$/);
    await screenshot(page, "landing-ar");
    await page.context().close();
  });
});
