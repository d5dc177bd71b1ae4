import { callerFor, demoCaller, lastOtp, TEST_AUTH } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const poll = expect.poll;

async function profile(lang: "ar" | "en", tab = "", width = 1366): Promise<Page> {
  const page = await demo.signedIn(lang, `/profile${tab}`, { width, height: 900 });
  await page.getByTestId("profile-tab-Profile").waitFor();
  return page;
}

const demoUser = () => owner.selectFrom("users").selectAll().where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow();

describe("the profile in the browser", () => {
  it("edits the name in Arabic, refusing an empty one first, and the shell shows the new name at once", async () => {
    const page = await profile("ar");
    await page.getByTestId("profile-view").waitFor();
    await screenshot(page, "profile-ar");
    await page.getByTestId("profile-edit").click();
    await page.getByTestId("profile-name").fill(" ");
    await page.getByTestId("profile-save").click();
    await page.getByText("هذا الحقل مطلوب").waitFor();
    await page.getByTestId("profile-name").fill("فهد بن عبدالعزيز");
    await page.getByTestId("profile-timezone-search").fill("dubai");
    await page.getByTestId("profile-timezone").selectOption("Asia/Dubai");
    await page.getByTestId("profile-save").click();
    await page.getByTestId("profile-view").waitFor();
    await poll(() => page.getByTestId("user-menu").textContent()).toContain("فهد بن عبدالعزيز");
    expect(await page.getByTestId("profile-view-timezone").textContent()).toContain("Asia/Dubai");
    expect(await demoUser()).toMatchObject({ name: "فهد بن عبدالعزيز", timezone: "Asia/Dubai" });
  });

  it("switches the date type to Hijri, and another page shows Hijri dates; back to Gregorian", async () => {
    const page = await profile("ar");
    await page.getByTestId("profile-dateType").getByText("هجري").click();
    await poll(async () => (await demoUser()).date_type).toBe("hj");
    await page.goto(`${demo.base}/payments`);
    await page.getByTestId("payments-table").waitFor();
    await poll(() => page.getByTestId("payments-table").textContent()).toMatch(/14\d\d\/\d\d\/\d\d هـ/);
    await screenshot(page, "profile-hijri-payments-ar");
    await page.goto(`${demo.base}/profile`);
    await page.getByTestId("profile-dateType").getByText("ميلادي").click();
    await poll(async () => (await demoUser()).date_type).toBe("md");
  });

  it("switches the language to English at once", async () => {
    const page = await profile("ar");
    await page.getByTestId("profile-lang").getByText("English").click();
    await poll(() => page.evaluate(() => document.documentElement.dir)).toBe("ltr");
    await poll(() => page.getByTestId("profile-tab-Profile").textContent()).toBe("Profile");
    expect((await demoUser()).lang).toBe("en");
    await page.getByTestId("profile-lang").getByText("العربية").click();
    await poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
  });

  it("shows the demo's package with its column highlighted, and invites the demo to start its own trial, in Arabic and English", async () => {
    for (const lang of ["ar", "en"] as const) {
      const page = await profile(lang, "?tab=Subscription");
      await page.getByTestId("subscription-current").waitFor();
      expect(await page.getByTestId("subscription-current").getAttribute("data-package")).toBe("platinum");
      expect(await page.getByTestId("subscription-package").textContent()).toBe(lang === "ar" ? "البلاتينية" : "Platinum");
      expect(await page.getByTestId("matrix-column-platinum").getAttribute("data-current")).toBe("true");
      expect(await page.getByTestId("matrix-column-gold").getAttribute("data-current")).toBeNull();
      expect(await page.getByTestId("matrix-row-storage").textContent()).toContain("1 TB");
      // The shared demo account does not buy: it is invited to sign up for its own trial.
      expect(await page.getByTestId("subscription-start-trial").isVisible()).toBe(true);
      expect(await page.getByTestId("subscription-upgrade").count()).toBe(0);
      await screenshot(page, `profile-subscription-${lang}`);
    }
  });

  it("changes the password in English, with a wrong current password refused on its field, and stays signed in", async () => {
    const page = await profile("en", "?tab=Security");
    await page.getByTestId("profile-currentPassword").fill("not-the-password");
    await page.getByTestId("profile-password").fill("short");
    await page.getByTestId("profile-confirmPassword").fill("other");
    await page.getByTestId("profile-password-save").click();
    await page.getByText("Min length is 8").waitFor();
    await page.getByText("Password not matched").waitFor();
    await page.getByTestId("profile-password").fill("NewDemo@123");
    await page.getByTestId("profile-confirmPassword").fill("NewDemo@123");
    // Enter, as a user submits after typing (a click may land while the cleared messages still move the button).
    await page.getByTestId("profile-confirmPassword").press("Enter");
    await page.getByText("The current password is not correct").waitFor();
    await screenshot(page, "profile-security-en");
    await page.getByTestId("profile-currentPassword").fill(TEST_AUTH.demo.password);
    await page.getByTestId("profile-password-save").click();
    await page.getByTestId("profile-password-changed").waitFor();
    // This device carries on with its new session.
    await page.getByTestId("profile-tab-Profile").click();
    await page.getByTestId("profile-view").waitFor();
    expect(page.url()).toContain("/profile");
    // The demo login of the other specs uses the demo password: put it back.
    const caller = await demoCaller(demo.services);
    await callerFor(demo.services, caller).profile.changePassword({
      currentPassword: "NewDemo@123",
      password: TEST_AUTH.demo.password,
      confirmPassword: TEST_AUTH.demo.password,
    });
  });

  it("picks a contract terms template in the wizard's review step; its text is the signed contract's terms", async () => {
    const client = callerFor(demo.services, await demoCaller(demo.services));
    await client.templates.create({ title: "الشروط العامة", content: "يلتزم المستأجر بالمحافظة على العين المؤجرة.", template_type_id: 1 });
    const orgId = (await demoUser()).org_id!;
    const id = async (table: "real_estates" | "contacts", column: "title" | "name", value: string) =>
      (
        await owner
          .selectFrom(table as "contacts")
          .select("id")
          .where("org_id", "=", orgId)
          .where(column as "name", "=", value)
          .executeTakeFirstOrThrow()
      ).id;
    const unit = await id("real_estates", "title", "شقة 302");
    const tenant = await id("contacts", "name", "سارة بنت خالد الشهري");
    const page = await demo.signedIn("ar", `/contracts/new?unit=${unit}&tenant=${tenant}`);
    await page.getByTestId("contract-wizard").waitFor();
    await page.getByTestId("wizard-next").click();
    await page.getByTestId("wizard-preset-1").click();
    await poll(() => page.getByTestId("wizard-price").inputValue()).not.toBe("");
    await page.getByTestId("wizard-next").click();
    await page.getByTestId("wizard-next").click();
    await page.getByTestId("wizard-review").waitFor();
    await page.getByTestId("wizard-terms-template-select").selectOption({ label: "الشروط العامة" });
    await poll(() => page.getByTestId("wizard-terms-template-content").textContent()).toContain("العين المؤجرة");
    await screenshot(page, "profile-wizard-terms-ar");
    await page.getByTestId("wizard-sign").click();
    await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
    await page.getByTestId("contract-tab-terms").click();
    await poll(() => page.getByTestId("contract-terms-text").textContent()).toContain("يلتزم المستأجر بالمحافظة على العين المؤجرة.");
    expect(await page.getByTestId("term-terms_template").textContent()).toContain("الشروط العامة");
  });

  it("keeps contract terms templates in General Settings: add (at most three), edit in place, delete after asking", async () => {
    const page = await demo.signedIn("ar", "/MainManagement?tab=GeneralSettings");
    const templates = page.getByTestId("terms-templates");
    await poll(() => templates.getByTestId("terms-template").count()).toBe(1);
    await templates.getByTestId("terms-template-add").click();
    await templates.getByTestId("terms-template-save").click();
    await poll(() => templates.getByText("هذا الحقل مطلوب").count()).toBe(2);
    for (const title of ["شروط الوحدات التجارية", "شروط الإيجار الشهري"]) {
      if (title !== "شروط الوحدات التجارية") await templates.getByTestId("terms-template-add").click();
      await templates.getByTestId("terms-template-title-input").fill(title);
      await templates.getByTestId("terms-template-content-input").fill(`${title}:\nيدفع المستأجر الإيجار مقدمًا.`);
      await templates.getByTestId("terms-template-save").click();
      await templates.getByTestId("terms-template-form").waitFor({ state: "detached" });
    }
    await poll(() => templates.getByTestId("terms-template").count()).toBe(3);
    // Three is the most: no add icon any more.
    expect(await templates.getByTestId("terms-template-add").count()).toBe(0);
    await screenshot(page, "profile-terms-templates-ar");

    await templates.getByTestId("terms-template").nth(1).getByTestId("terms-template-edit").click();
    await templates.getByTestId("terms-template-title-input").fill("شروط المحلات التجارية");
    await templates.getByTestId("terms-template-save").click();
    await poll(() => templates.getByTestId("terms-template-title").allTextContents()).toContain("شروط المحلات التجارية");

    await templates.getByTestId("terms-template").nth(2).getByTestId("terms-template-delete").click();
    await settled(page.getByTestId("terms-template-delete-dialog"));
    await page.getByTestId("terms-template-delete-dialog-confirm").click();
    await poll(() => templates.getByTestId("terms-template").count()).toBe(2);
    await templates.getByTestId("terms-template-add").waitFor();

    const english = await demo.signedIn("en", "/MainManagement?tab=GeneralSettings");
    await poll(() => english.getByTestId("terms-template").count()).toBe(2);
    await screenshot(english, "profile-terms-templates-en");
  });

  it("fits a phone in Arabic, and signs out of every device", async () => {
    const page = await profile("ar", "", 390);
    await page.getByTestId("profile-view").waitFor();
    await screenshot(page, "profile-phone-ar");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId("profile-tab-Subscription").click();
    await page.getByTestId("subscription-matrix").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId("profile-tab-Security").click();
    await page.getByTestId("profile-sign-out-all").click();
    await settled(page.getByTestId("profile-sign-out-all-dialog"));
    await page.getByTestId("profile-sign-out-all-dialog-confirm").click();
    await page.waitForURL(/\/login/);
    expect((await demoUser()).session_version).toBeGreaterThan(0);
  });

  // Last: it moves the demo account to another mobile.
  it("changes the mobile in one dialog: the new number, then the code texted to it, a wrong code refused", async () => {
    const page = await profile("en");
    await page.getByTestId("profile-phone-change").click();
    const dialog = page.getByTestId("profile-phone-dialog");
    await settled(dialog);
    await page.getByTestId("profile-phone-new").fill("0551234567");
    await page.getByTestId("profile-phone-dialog-confirm").click();
    await page.getByTestId("profile-phone-code").waitFor();
    expect(await page.getByTestId("profile-phone-code-sent").textContent()).toContain("We sent a code to");
    await page.getByTestId("profile-phone-code").fill("000000");
    await page.getByTestId("profile-phone-dialog-confirm").click();
    // Refused in a toast, as every failure is (SPEC §8); the dialog stays on the code.
    await expect.poll(() => page.getByText("Invalid confirmation code").count()).toBeGreaterThan(0);
    await page.getByTestId("profile-phone-code").waitFor();
    await screenshot(page, "profile-phone-code-refused-en", { fullPage: false });
    await page.getByTestId("profile-phone-code").fill(await lastOtp(owner, "551234567"));
    await page.getByTestId("profile-phone-dialog-confirm").click();
    await dialog.waitFor({ state: "detached" });
    const moved = () => owner.selectFrom("users").select("id").where("phone", "=", "551234567").execute();
    await expect.poll(async () => (await moved()).length).toBe(1);
    // The profile shows the new number at once, from the answer.
    await expect.poll(() => page.getByTestId("profile-view").textContent()).toContain("55 123 4567");
    await page.context().close();
  });
});
