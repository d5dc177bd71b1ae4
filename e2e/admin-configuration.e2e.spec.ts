import { saveStaffUser } from "@amlak/api";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const STAFF_PHONE = "559300001";
const STAFF_PASSWORD = "Staff@12345";
/** The authorization refetch interval off the main hosted domain (SPEC §9), with room for the request itself. */
const REFETCH_WAIT_MS = 15_000;

async function staffOnConfiguration(lang: "ar" | "en", viewport?: { width: number; height: number }): Promise<Page> {
  await saveStaffUser(demo.services.database.owner, {
    type: "system",
    name: "مشرف النظام",
    phone: `0${STAFF_PHONE}`,
    password: STAFF_PASSWORD,
  });
  const page = await demo.signInAtLogin(STAFF_PHONE, STAFF_PASSWORD, await demo.newPage(viewport));
  if ((await page.locator("html").getAttribute("lang")) !== lang) await page.getByTestId("lang-switch").click();
  await page.locator(`html[lang="${lang}"]`).waitFor();
  await page.goto(`${demo.base}/AdminConfiguration?package=platinum`);
  await page.getByTestId("package-permissions-form").waitFor();
  return page;
}

/** Edits the package shown, sets one permission's switch, and saves. */
async function switchPermission(page: Page, testId: string, on: boolean) {
  await page.getByTestId("package-permissions-edit").click();
  const toggle = page.getByTestId(testId);
  if ((await toggle.locator("input").isChecked()) !== on) await toggle.click();
  await page.getByTestId("package-permissions-save").click();
  await page.getByTestId("package-permissions-edit").waitFor();
}

const profitReportAccess = (page: Page) => page.getByTestId("report-card-PROFIT_REPORT").getAttribute("data-access");

describe("/AdminConfiguration (staff type system)", () => {
  it("unticks a permission of Platinum and the demo organization, on Platinum, loses it in its open tab; ticking it gives it back", async () => {
    const subscriber = await demo.signedIn("ar", "/reports");
    await subscriber.getByTestId("report-card-PROFIT_REPORT").waitFor();
    expect(await profitReportAccess(subscriber)).toBe("allowed");

    const staff = await staffOnConfiguration("ar");
    expect(await staff.getByTestId("package-permissions-name").textContent()).toBe("البلاتينية");
    await screenshot(staff, "admin-configuration-ar");
    await switchPermission(staff, "permission-REPORTS-PROFIT_REPORT", false);
    expect(await staff.getByTestId("permission-REPORTS-PROFIT_REPORT").locator("input").isChecked()).toBe(false);

    // No reload: the subscriber's tab refetches its authorization and locks the card.
    await subscriber.locator('[data-testid="report-card-PROFIT_REPORT"][data-access="locked"]').waitFor({ timeout: REFETCH_WAIT_MS });
    await screenshot(subscriber, "admin-configuration-subscriber-locked-ar");

    await switchPermission(staff, "permission-REPORTS-PROFIT_REPORT", true);
    await subscriber.locator('[data-testid="report-card-PROFIT_REPORT"][data-access="allowed"]').waitFor({ timeout: REFETCH_WAIT_MS });
    await staff.context().close();
    await subscriber.context().close();
  }, 90_000);

  it("refuses an invalid limit with the SPEC message and Cancel restores the server copy, in English", async () => {
    const staff = await staffOnConfiguration("en");
    await staff.getByTestId("admin-configuration-package-gold").click();
    await staff.waitForURL(/package=gold/);
    expect(await staff.getByTestId("package-permissions-name").textContent()).toBe("Gold");
    await screenshot(staff, "admin-configuration-en");

    const users = staff.getByTestId("permission-SUB_USERS-CREATE_LIMIT-value");
    expect(await users.inputValue()).toBe("5");
    await staff.getByTestId("package-permissions-edit").click();
    await users.fill("-2");
    await staff.getByTestId("package-permissions-save").click();
    await staff.getByText("This field is invalid").waitFor();
    await screenshot(staff, "admin-configuration-invalid-en");

    await staff.getByTestId("permission-REPORTS-EXPORT_EXCEL").click();
    await staff.getByTestId("package-permissions-cancel").click();
    expect(await users.inputValue()).toBe("5");
    expect(await staff.getByTestId("permission-REPORTS-EXPORT_EXCEL").locator("input").isChecked()).toBe(true);
    await staff.context().close();
  }, 60_000);

  it("fits a phone in Arabic and English with no sideways scrolling", async () => {
    for (const lang of ["ar", "en"] as const) {
      const staff = await staffOnConfiguration(lang, { width: 390, height: 844 });
      await settled(staff.getByTestId("package-permissions-form"));
      expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
      await screenshot(staff, `admin-configuration-phone-${lang}`, { fullPage: false });
      await staff.context().close();
    }
  }, 60_000);
});
