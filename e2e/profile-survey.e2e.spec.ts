import { saveStaffUser } from "@amlak/api";
import { readSpreadsheet } from "@amlak/documents";
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

// The know-your-client survey (issue #21): a client answers it in Arabic when it is due; customer service find the
// answer in the User Profile Report of /AdminReports in English, open its Details and export it to Excel.

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const PASSWORD = "Secret@123";
const STAFF_PASSWORD = "Staff@12345";
const PHONE = { width: 390, height: 844 };

/** A client whose "Remind me later" has run out: the survey is due at their next page. */
async function clientAskedAgain(phone: string, lang: "ar" | "en", viewport?: typeof PHONE): Promise<Page> {
  const { caller } = await demo.newClient(phone, PASSWORD);
  await owner
    .updateTable("users")
    .set({ prefs: sql`jsonb_set(prefs, '{actions,showProfileSurvey,remindAt}', '"2026-01-01T00:00:00.000Z"')` })
    .where("id", "=", caller.userId)
    .execute();
  const page = await demo.signInAtLogin(phone, PASSWORD, await demo.newPage(viewport), lang);
  await settled(page.getByTestId("profile-survey"));
  return page;
}

const remindAtOf = async (phone: string) =>
  (await owner.selectFrom("users").select("prefs").where("phone", "=", phone).executeTakeFirstOrThrow()).prefs.actions.showProfileSurvey
    .remindAt;

/** Customer service signed in at /login in `lang`, on the User Profile Report. */
async function customerServiceOnReport(phone: string, lang: "ar" | "en", viewport?: typeof PHONE): Promise<Page> {
  await saveStaffUser(owner, { type: "customerService", name: "Reem Aldosari", phone: `0${phone}`, password: STAFF_PASSWORD });
  const page = await demo.newPage(viewport);
  await demo.signInAtLogin(phone, STAFF_PASSWORD, page);
  if ((await page.locator("html").getAttribute("lang")) !== lang) await page.getByTestId("lang-switch").click();
  await page.locator(`html[lang="${lang}"]`).waitFor();
  await page.goto(`${demo.base}/AdminReports?tab=UserProfileReport`);
  await page.getByTestId("user-profile-report").waitFor();
  return page;
}

/** The answer's row on a wide screen, or its card on a phone. */
const answerOf = (page: Page, name: string) =>
  page.locator('[data-testid="table-row"], [data-testid="table-card"]').filter({ hasText: name }).filter({ visible: true }).first();

describe("the know-your-client survey and the User Profile Report", () => {
  it("a client answers the survey in Arabic; customer service find it in English, open its Details and export it", async () => {
    const page = await clientAskedAgain("561210001", "ar");
    const survey = page.getByTestId("profile-survey");
    expect(await survey.textContent()).toContain("فترتك التجريبية المجانية 14 يومًا");
    await screenshot(page, "profile-survey-ar-desktop", { fullPage: false });

    await page.getByTestId("profile-survey-submit").click();
    await expect.poll(() => survey.getByText("هذا الحقل مطلوب").count()).toBe(4);
    await page.getByTestId("profile-survey-user_type_id").selectOption({ label: "مدير أملاك" });
    await page.getByTestId("profile-survey-realestates_range_id").selectOption({ label: "من 11 إلى 50 وحدة" });
    await page.getByTestId("profile-survey-registration_source_id").selectOption({ label: "محركات البحث" });
    await page.getByTestId("profile-survey-amlak_contact_type_id").selectOption({ label: "واتساب" });
    await page.getByTestId("profile-survey-usage_reason").fill("إدارة عقارات العائلة في الرياض");
    await page.getByTestId("profile-survey-submit").click();
    await page.getByTestId("profile-survey-thanks").waitFor();
    await screenshot(page, "profile-survey-thanks-ar-desktop", { fullPage: false });
    await page.getByTestId("profile-survey-close").click();
    await survey.waitFor({ state: "detached" });
    await page.reload();
    await page.getByTestId("page-title").waitFor();
    expect(await page.getByTestId("profile-survey").count()).toBe(0);

    const staff = await customerServiceOnReport("559210001", "en");
    await staff.getByTestId("survey-filter-user_type_id").selectOption({ label: "Property manager" });
    const row = answerOf(staff, "سلمان الغامدي");
    await row.waitFor();
    const text = await row.textContent();
    for (const shown of ["+966 56 121 0001", "Property manager", "11 to 50 units", "Search engine", "WhatsApp"])
      expect(text).toContain(shown);
    await screenshot(staff, "user-profile-report-en-desktop");

    await row.getByTestId("survey-details").click();
    const details = staff.getByTestId("survey-details-dialog");
    await settled(details);
    expect(await details.textContent()).toContain("إدارة عقارات العائلة في الرياض");
    await screenshot(staff, "user-profile-report-details-en-desktop", { fullPage: false });
    await staff.keyboard.press("Escape");
    await details.waitFor({ state: "detached" });

    const [download] = await Promise.all([staff.waitForEvent("download"), staff.getByTestId("table-export").click()]);
    expect(download.suggestedFilename()).toMatch(/^User Profile Report .+\.xlsx$/);
    const [sheet] = await readSpreadsheet(await readFile((await download.path())!));
    expect(sheet?.name).toBe("User Profile Report");
    expect(sheet?.rows).toHaveLength(2);
    expect(sheet?.rows[1]?.cells).toEqual(
      expect.arrayContaining(["سلمان الغامدي", "+966 56 121 0001", "Property manager", "WhatsApp", "إدارة عقارات العائلة في الرياض"]),
    );
  });

  it("Remind me later on a phone puts the survey off; the report reads in Arabic on a phone", async () => {
    const page = await clientAskedAgain("561210002", "en", PHONE);
    await screenshot(page, "profile-survey-en-phone", { fullPage: false });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId("profile-survey-later").click();
    await page.getByTestId("profile-survey").waitFor({ state: "detached" });
    const remindAt = await remindAtOf("561210002");
    expect(new Date(remindAt!).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    await page.reload();
    await page.getByTestId("page-title").waitFor();
    expect(await page.getByTestId("profile-survey").count()).toBe(0);

    const staff = await customerServiceOnReport("559210002", "ar", PHONE);
    await answerOf(staff, "سلمان الغامدي").waitFor();
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    await screenshot(staff, "user-profile-report-ar-phone");
  });
});
