import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

// Online rent payments in the general settings (issue #20): the account owner connects the organization's own Moyasar
// account; only the secret key's last four characters come back, beside the webhook address to give Moyasar.

const demo = new DemoInBrowser();
const { owner } = demo.services.database;

describe("the organization's own Moyasar account in the general settings", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`connects and disconnects it, the key never shown again, in ${lang === "ar" ? "Arabic" : "English"}`, async () => {
      for (const width of [1366, 390]) {
        const page = await demo.signedIn(lang, "/MainManagement?tab=GeneralSettings", { width, height: width > 500 ? 900 : 844 });
        const card = page.getByTestId("online-rent-payments");
        await card.scrollIntoViewIfNeeded();
        expect(await page.getByTestId("online-payments-status").textContent()).toContain(
          lang === "ar" ? "بوابة الاختبار المدمجة" : "built-in test gateway",
        );
        expect(await page.getByTestId("online-payments-webhook-url").inputValue()).toMatch(
          /\/api\/webhooks\/payments\/moyasar\/[0-9a-f-]{36}$/,
        );
        await page.getByTestId("online-payments-connect").click();
        await page.getByTestId("online-payments-secret-key").fill("sk_live_amlakSecretKey9f3c");
        await page.getByTestId("online-payments-webhook-secret").fill("whsec_amlak_e2e");
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `online-rent-payments-form-${lang}-${width}`, { fullPage: false });
        await page.getByTestId("online-payments-save").click();
        await expect.poll(() => page.getByTestId("online-payments-status").textContent()).toContain("9f3c");
        expect(await card.textContent()).not.toContain("sk_live_amlakSecretKey");
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `online-rent-payments-${lang}-${width}`, { fullPage: false });

        await page.getByTestId("online-payments-disconnect").click();
        const dialog = page.getByTestId("online-payments-disconnect-dialog");
        await settled(dialog);
        await page.getByTestId("online-payments-disconnect-dialog-confirm").click();
        await expect.poll(() => page.getByTestId("online-payments-disconnect").count()).toBe(0);
        expect(await owner.selectFrom("organization_gateway_accounts").select("org_id").execute()).toEqual([]);
        await page.close();
      }
    });
  }
});
