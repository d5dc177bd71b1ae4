import { saveStaffUser } from "@amlak/api";
import { TEST_AUTH } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const STAFF_PHONE = "559400001";
const STAFF_PASSWORD = "Staff@12345";
const PHONE = { width: 390, height: 844 };

/** What went wrong in the page from now on: errors in the console or thrown, and calls the server refused. */
function troubles(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => message.type() === "error" && seen.push(`console: ${message.text()}`));
  page.on("pageerror", (error) => seen.push(`thrown: ${error.message}`));
  page.on("response", (response) => response.status() >= 400 && seen.push(`${response.status()} ${response.url()}`));
  return seen;
}

/** The system staff user signed in at /login with phone, password and the texted code, in `lang`. */
async function staffSignedIn(lang: "ar" | "en", viewport?: { width: number; height: number }) {
  await saveStaffUser(demo.services.database.owner, {
    type: "system",
    name: "مشرف النظام",
    phone: `0${STAFF_PHONE}`,
    password: STAFF_PASSWORD,
  });
  const page = await demo.newPage(viewport);
  const seen = troubles(page);
  await demo.signInAtLogin(STAFF_PHONE, STAFF_PASSWORD, page);
  if ((await page.locator("html").getAttribute("lang")) !== lang) await page.getByTestId("lang-switch").click();
  await page.locator(`html[lang="${lang}"]`).waitFor();
  return { page, seen };
}

async function addMarketer(page: Page, marketer: { name: string; phone?: string; code: string; percent: string }) {
  await page.getByTestId("marketer-add").first().click();
  await settled(page.getByTestId("marketer-drawer"));
  await page.getByTestId("marketer-name").fill(marketer.name);
  if (marketer.phone) await page.getByTestId("marketer-phone").fill(marketer.phone);
  await page.getByTestId("marketer-code").fill(marketer.code);
  await page.getByTestId("marketer-percent").fill(marketer.percent);
  await page.getByTestId("marketer-save").click();
}

/** The demo organization paid a yearly Gold subscription with the marketer's code, as a checkout leaves it. */
async function paidWithCode(code: string, total: string) {
  const { owner } = demo.services.database;
  const marketer = await owner.selectFrom("marketers").select("id").where("code", "=", code).executeTakeFirstOrThrow();
  const { org_id } = await owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow();
  await owner
    .insertInto("subscriptions")
    .values({
      org_id: org_id!,
      package_code: "gold",
      status: "activated",
      billing: "yearly",
      start_date: "2026-11-01",
      end_date: "2027-10-31",
      marketer_id: marketer.id,
      total,
      activated_at: new Date(),
    })
    .execute();
}

/** The marketer's row on a wide screen, or its card on a phone. */
const rowOf = (page: Page, text: string) =>
  page.locator('[data-testid="table-row"], [data-testid="table-card"]').filter({ hasText: text }).filter({ visible: true }).first();

describe("/Marketers (staff type system)", () => {
  it("staff sign in at /login, land on the staff dashboard without member calls, add a marketer and change its status (Arabic)", async () => {
    const { page, seen } = await staffSignedIn("ar");
    await page.getByTestId("staff-standing").getByRole("table").waitFor();
    expect(await page.getByTestId("subscription-banner").count()).toBe(0);
    expect(await page.getByTestId("tour").count()).toBe(0);
    await screenshot(page, "staff-dashboard-ar");

    await page.getByTestId("menu-item-marketers").click();
    await page.waitForURL(/\/Marketers$/);
    await page.getByTestId("empty-state").waitFor();
    await screenshot(page, "marketers-empty-ar");

    await addMarketer(page, { name: "سلمان القحطاني", phone: "0551234567", code: "SALMAN", percent: "abc" });
    await page.getByTestId("marketer-drawer").getByText("قيمة هذا الحقل غير صحيحة").waitFor();
    await page.getByTestId("marketer-percent").fill("150");
    await page.getByTestId("marketer-save").click();
    await rowOf(page, "SALMAN").waitFor();
    expect(await rowOf(page, "SALMAN").textContent()).toContain("100%");
    expect(await rowOf(page, "SALMAN").textContent()).toContain("+966 55 123 4567");

    await addMarketer(page, { name: "مسوّق آخر", code: "salman", percent: "10" });
    await page.getByTestId("marketer-drawer").getByText("كود الخصم مستخدم لمسوّق آخر").waitFor();
    await screenshot(page, "marketers-code-taken-ar", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.getByTestId("marketer-drawer").waitFor({ state: "detached" });

    await rowOf(page, "SALMAN").getByTestId("marketer-menu").click();
    await page.getByTestId("marketer-change-status").click();
    await settled(page.getByTestId("marketer-status-dialog"));
    await screenshot(page, "marketers-status-ar", { fullPage: false });
    await page.getByTestId("marketer-status-dialog-confirm").click();
    await rowOf(page, "SALMAN").getByTestId("marketer-status").filter({ hasText: "غير نشط" }).waitFor();
    await screenshot(page, "marketers-ar");

    // The one refusal asked for: the taken code (409), answered on its field.
    expect(seen.filter((line) => !line.includes("409"))).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("lists in English, shows a marketer's subscriptions, and turns the marketer back on", async () => {
    const { page, seen } = await staffSignedIn("en");
    await page.goto(`${demo.base}/Marketers`);
    await addMarketer(page, { name: "Noura Alharbi", code: "NOURA5", percent: "5" });
    await rowOf(page, "NOURA5").waitFor();
    await screenshot(page, "marketers-en");

    await rowOf(page, "NOURA5").getByTestId("marketer-menu").click();
    await page.getByTestId("marketer-show-subscriptions").click();
    const drawer = page.getByTestId("marketer-subscriptions-drawer");
    await settled(drawer);
    await drawer.getByText("No paid subscription has used the code NOURA5 yet.").waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });

    await paidWithCode("NOURA5", "4149.60");
    await page.reload();
    await rowOf(page, "NOURA5").filter({ hasText: "4,149.60" }).waitFor();
    await rowOf(page, "NOURA5").getByTestId("marketer-menu").click();
    await page.getByTestId("marketer-show-subscriptions").click();
    await settled(drawer);
    expect(await drawer.getByTestId("marketer-subscription").textContent()).toContain("Gold");
    await screenshot(page, "marketer-subscriptions-en", { fullPage: false });
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });

    await rowOf(page, "SALMAN").getByTestId("marketer-menu").click();
    await page.getByTestId("marketer-change-status").click();
    await page.getByTestId("marketer-status-dialog-confirm").click();
    await rowOf(page, "SALMAN").getByTestId("marketer-status").filter({ hasText: "Active" }).waitFor();
    expect(seen).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("fits a phone in Arabic and English with no sideways scrolling", async () => {
    for (const lang of ["ar", "en"] as const) {
      const { page } = await staffSignedIn(lang, PHONE);
      await page.goto(`${demo.base}/Marketers`);
      await rowOf(page, "NOURA5").waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, `marketers-phone-${lang}`);
      await page.getByTestId("marketer-add").first().click();
      await settled(page.getByTestId("marketer-drawer"));
      await screenshot(page, `marketers-drawer-phone-${lang}`, { fullPage: false });
      await page.context().close();
    }
  }, 90_000);
});
