import { lastOtp } from "@amlak/api/testing";
import { translate } from "@amlak/i18n";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sendAddUserCode, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const PHONE = { width: 390, height: 844 };

/** The page of the newest e-mail confirmation link mailed to `email`, as the user opens it from their inbox. */
async function mailedLink(email: string): Promise<string> {
  const mail = await owner
    .selectFrom("messages")
    .select("body")
    .where("recipient", "=", email)
    .where("purpose", "=", "otp.email_confirmation")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const link = new URL(/https?:\/\/\S+\/confirmation\?token=[\w-]+/.exec(mail.body)![0]);
  return `${demo.base}${link.pathname}${link.search}`;
}

const confirmationState = (page: Page) => page.getByTestId("confirmation").getAttribute("data-state");

describe("the also-fix list of issue #21 in the browser", () => {
  it("opens the contacts list on the contacts of one phone (?phone=), and shows them all again", async () => {
    for (const [lang, viewport] of [
      ["ar", undefined],
      ["en", PHONE],
    ] as const) {
      const page = await demo.signedIn(lang, "/contacts?phone=0507334455", viewport);
      const filter = page.getByTestId("contact-phone-filter");
      await filter.waitFor();
      expect(await filter.textContent()).toContain("+966 50 733 4455");
      const rows = page.getByTestId("contacts-table").getByTestId(viewport ? "table-card" : "table-row");
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain("فهد بن عبدالعزيز الدوسري");
      await screenshot(page, `also-fix-contacts-phone-${lang}${viewport ? "-phone" : ""}`);
      if (viewport) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await filter.getByRole("button").click();
      await expect.poll(() => rows.count()).toBeGreaterThan(1);
      expect(new URL(page.url()).searchParams.has("phone")).toBe(false);
      await page.context().close();
    }
  });

  it("gives the viewer role from the users tab, apart from the read-only manager; the viewer's menu has the dashboard only", async () => {
    const page = await demo.signedIn("ar", "/MainManagement?tab=Users");
    await page.getByTestId("sub-user-add").waitFor();
    await page.getByTestId("sub-user-add").click();
    const options = page.getByTestId("add-user-role").locator("option");
    await expect.poll(() => options.count()).toBeGreaterThan(5);
    const roles = await options.allTextContents();
    expect(roles).toContain(translate("ar", "settings.role.viewer"));
    expect(roles).toContain(translate("ar", "settings.role.readonly_subClient"));
    await page.keyboard.press("Escape");
    await page.getByTestId("add-user-dialog").waitFor({ state: "detached" });
    const dialog = await sendAddUserCode(page, "0557711005", "5");
    await page.getByTestId("add-user-code").waitFor();
    await page.getByTestId("add-user-code").fill(await lastOtp(owner, "557711005"));
    await page.getByTestId("add-user-create").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("users-table").textContent()).toContain(translate("ar", "settings.role.viewer"));
    await screenshot(page, "also-fix-users-viewer-ar");
    await page.context().close();

    for (const [lang, viewport] of [
      ["ar", undefined],
      ["en", PHONE],
    ] as const) {
      const viewer = await demo.newPage(viewport);
      await viewer.goto(`${demo.base}/landing?lang=${lang}`);
      await demo.signInAsNewUser(viewer, "557711005");
      await viewer.waitForURL(/\/dashboard$/);
      await viewer.getByTestId("dashboard-view").waitFor();
      if (!viewport) {
        await viewer.getByTestId("menu-item-dashboard").first().waitFor();
        expect(await viewer.getByTestId("menu-item-realEstates").count()).toBe(0);
        expect(await viewer.getByTestId("menu-item-contacts").count()).toBe(0);
      }
      await viewer.waitForLoadState("networkidle");
      expect(await viewer.getByTestId("dashboard-quick-links").count()).toBe(0);
      await screenshot(viewer, `also-fix-viewer-dashboard-${lang}${viewport ? "-phone" : ""}`);
      await viewer.goto(`${demo.base}/contacts`);
      await viewer.waitForURL(/\/dashboard$/);
      await viewer.context().close();
    }
  });

  it("confirms a new client's e-mail by the link from the outbox once, then offers a new link, in Arabic and English", async () => {
    for (const [lang, phone, viewport] of [
      ["ar", "557711006", undefined],
      ["en", "557711007", PHONE],
    ] as const) {
      await demo.newClient(phone, "Secret@123");
      const page = await demo.signInAtLogin(phone, "Secret@123", await demo.newPage(viewport), lang);
      await page.goto(`${demo.base}/profile`);
      await page.getByTestId("profile-email-confirm").click();
      await expect.poll(() => confirmationState(page)).toBe("pending");
      const link = await mailedLink(`${phone}@example.sa`);
      await page.goto(link);
      await expect.poll(() => confirmationState(page)).toBe("confirmed");
      expect(new URL(page.url()).search).toBe("");
      expect(await page.getByTestId("confirmation-message").textContent()).toBe(
        translate(lang, "confirmation.confirmed", { email: `\u2068${phone}@example.sa\u2069` }),
      );
      await screenshot(page, `also-fix-confirmation-confirmed-${lang}${viewport ? "-phone" : ""}`);
      await page.goto(`${demo.base}/profile`);
      await page.getByTestId("profile-view-email").waitFor();
      expect(await page.getByTestId("profile-email-confirm").count()).toBe(0);

      await page.goto(link);
      await expect.poll(() => confirmationState(page)).toBe("failed");
      expect(await page.getByTestId("confirmation-message").textContent()).toBe(translate(lang, "emailConfirmation.used"));
      await page.getByTestId("confirmation-resend").click();
      await page.getByTestId("confirmation-sent").waitFor();
      expect(await mailedLink(`${phone}@example.sa`)).not.toBe(link);
      await screenshot(page, `also-fix-confirmation-used-${lang}${viewport ? "-phone" : ""}`);
      await page.context().close();
    }
  });

  it("shows the terms, privacy and refund policies in tabs bound to ?tab=", async () => {
    for (const [lang, viewport] of [
      ["ar", undefined],
      ["en", PHONE],
    ] as const) {
      const page = await demo.signedIn(lang, "/TermsPolicy?tab=PrivacyPolicy", viewport);
      const text = page.getByTestId("legal-text");
      await text.waitFor();
      expect(await page.getByTestId("terms-policy-tab-PrivacyPolicy").getAttribute("aria-selected")).toBe("true");
      await expect.poll(() => text.textContent()).toContain(translate(lang, "legal.privacyPolicy.consent.title"));
      await screenshot(page, `also-fix-terms-policy-privacy-${lang}${viewport ? "-phone" : ""}`);
      await page.getByTestId("terms-policy-tab-RefundPolicy").click();
      await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("RefundPolicy");
      // The tab's text replaces the last one once its page of the policies has loaded.
      await expect.poll(() => text.textContent()).toContain(translate(lang, "legal.refundPolicy.window.title"));
      if (viewport) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});
