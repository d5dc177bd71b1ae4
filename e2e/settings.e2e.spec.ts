import { lastOtp, TEST_AUTH } from "@amlak/api/testing";
import { onboardZatca } from "@amlak/ledger";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sendAddUserCode, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;

/** The demo organization as a client who has not yet saved its main information. */
const clearMainInformation = () =>
  owner
    .updateTable("organizations")
    .set({ title: null })
    .where("id", "=", owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone))
    .execute();

async function settings(lang: "ar" | "en", tab = "", width = 1366): Promise<Page> {
  const page = await demo.signedIn(lang, `/MainManagement${tab ? `?tab=${tab}` : ""}`, { width, height: 900 });
  await page.getByTestId(`settings-tab-${tab || "MainInformation"}`).waitFor();
  return page;
}

beforeAll(clearMainInformation);

describe("settings in the browser", () => {
  it("in Arabic: main information saved takes the red dot away; a user added by code signs in with their role's menu, until deactivated", async () => {
    const page = await settings("ar");
    await page.getByTestId("needed-action-settings").waitFor();
    await page.getByTestId("main-information-missing").waitFor();
    await page.getByTestId("main-information-save").click();
    await page.getByText("هذا الحقل مطلوب").first().waitFor();
    await page.getByTestId("organization-title").fill("مكتب الوفاء العقاري");
    await page.getByTestId("organization-phone").fill("551234567");
    await page.getByTestId("organization-address").fill("حي النرجس، الرياض");
    await page.getByTestId("organization-vat").fill("310123456700003");
    await page.getByTestId("main-information-save").click();
    await page.getByTestId("main-information").waitFor();
    await page.getByTestId("needed-action-settings").waitFor({ state: "detached" });
    expect(await page.getByTestId("main-information-title").textContent()).toContain("غير موثّق");
    expect(await page.getByTestId("main-information-phone").textContent()).toContain("+966 55 123 4567");
    await screenshot(page, "settings-main-information-ar");

    // Edit, then Cancel, puts back what is saved.
    await page.getByTestId("main-information-edit").click();
    await page.getByTestId("organization-title").fill("اسم لن يحفظ");
    await page.getByTestId("main-information-cancel").click();
    expect(await page.getByTestId("main-information-title").textContent()).toContain("مكتب الوفاء العقاري");

    // Users: the operational user added in two steps, the code read from their phone.
    await page.getByTestId("settings-tab-Users").click();
    const dialog = await sendAddUserCode(page, "0557711001");
    await page.getByTestId("add-user-code").waitFor();
    await screenshot(page, "settings-add-user-code-ar", { fullPage: false });
    await page.getByTestId("add-user-code").fill(await lastOtp(owner, "557711001"));
    await page.getByTestId("add-user-create").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("users-table").textContent()).toContain("فهد الدوسري");
    expect(await page.getByTestId("users-table").textContent()).toContain("+966 55 771 1001");
    expect(await page.getByTestId("users-usage").textContent()).toContain("1 من 10");
    await screenshot(page, "settings-users-ar");

    // The new user, in a browser of their own: the operational menu has neither the dashboard nor the settings.
    const member = await demo.newPage();
    await demo.signInAsNewUser(member, "557711001");
    await member.waitForURL(/\/properties$/);
    await member.getByTestId("menu-item-realEstates").first().waitFor();
    expect(await member.getByTestId("menu-item-dashboard").count()).toBe(0);
    expect(await member.getByTestId("menu-item-settings").count()).toBe(0);
    expect(await member.getByTestId("menu-item-tasks").count()).toBeGreaterThan(0);

    // Deactivated by the owner: the user's next request is refused and they land on the login page.
    await page.getByTestId("sub-user-menu").first().click();
    await page.getByTestId("sub-user-change-status").click();
    await page.getByTestId("user-action-dialog-confirm").click();
    await expect.poll(() => page.getByTestId("sub-user-status").first().textContent()).toBe("غير نشط");
    await member.goto(`${demo.base}/contacts`);
    await member.waitForURL(/\/login/);
  });

  it("in English, with general settings and the users tab, and fits a phone in Arabic", async () => {
    const main = await settings("en");
    await main.getByTestId("main-information-edit").click();
    // The VAT certificate goes up with POST /api/upload and is named on the organization by the save.
    await main.getByTestId("organization-vat-paper-input").setInputFiles({
      name: "vat-certificate.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
    });
    await main.getByTestId("organization-vat-paper").getByTestId("organization-paper-link").waitFor();
    await main.getByTestId("main-information-save").click();
    await main.getByTestId("main-information-vat").getByTestId("organization-paper-link").waitFor();
    expect(await main.getByTestId("main-information-vat").textContent()).toContain("VAT-registered");
    await screenshot(main, "settings-main-information-en");

    // Onboarded with ZATCA (npm run zatca:csr): general settings show the sandbox's certificate and no documents yet.
    const { org_id } = await owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow();
    await owner.updateTable("organizations").set({ commercial_registration_no: "1010000000" }).where("id", "=", org_id!).execute();
    const address = { street: "العليا", buildingNumber: "7235", district: "العليا", city: "الرياض", postalCode: "12211" };
    await onboardZatca(owner, org_id!, address, new Date(), demo.services.secretsKey);

    const general = await settings("en", "GeneralSettings");
    expect(await general.getByTestId("zatca-certificate").textContent()).toBe("Sandbox");
    expect(await general.getByTestId("zatca-environment").textContent()).toBe("Sandbox (testing)");
    expect(await general.getByTestId("zatca-count-pending").textContent()).toBe("0");
    await general.getByTestId("general-settings-edit").click();
    await general.getByTestId("general-reminder-phone").fill("501112233");
    await general.getByTestId("general-settings-save").click();
    await general.getByTestId("general-settings-edit").waitFor();
    expect(await general.getByTestId("general-settings-form").textContent()).toContain("+966 50 111 2233");
    await screenshot(general, "settings-general-en");

    const users = await settings("en", "Users");
    await users.getByTestId("users-table").waitFor();
    await screenshot(users, "settings-users-en");

    for (const tab of ["", "Users", "GeneralSettings"]) {
      const phone = await settings("ar", tab, 390);
      await phone.getByTestId(tab === "Users" ? "users-table" : tab ? "general-settings-form" : "main-information").waitFor();
      if (tab === "GeneralSettings") expect(await phone.getByTestId("zatca-certificate").textContent()).toBe("تجريبية");
      await screenshot(phone, `settings-phone-ar${tab ? `-${tab}` : ""}`);
      expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    }
  });
});
