import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";
import { fillHostedCard, submitHostedCard, trialSubscriber } from "./subscriber.ts";

// Saving a card on the sandbox gateway's hosted page and switching automatic renewal on (issue #19): the card comes
// back on the Subscription tab's "Payment cards", where another can be made the default and one deleted.

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe("saved cards and automatic renewal", () => {
  for (const [lang, phone] of [
    ["en", "561910001"],
    ["ar", "561910002"],
  ] as const) {
    it(`saves the card when paying and renews with it, in ${lang === "ar" ? "Arabic" : "English"}`, async () => {
      const { page, caller } = await trialSubscriber(demo, phone, lang);
      const { orgId } = caller;
      await poll(() => page.getByTestId("payment-cards").textContent()).toContain(
        lang === "ar" ? "لا توجد بطاقات محفوظة" : "No saved cards",
      );

      await page.getByTestId("choose-gold-button").click();
      await page.getByTestId("checkout-figures").waitFor();
      await page.getByTestId("checkout-pay").click();
      await fillHostedCard(page, "4111 1111 1111 1111", { saveCard: true });
      await screenshot(page, `payment-cards-hosted-page-${lang}`);
      await submitHostedCard(page);
      await page.locator('[data-testid="payment-status"][data-outcome="success"]').waitFor();
      await page.waitForURL(/\/profile\?tab=Subscription/, { timeout: 10_000 });

      const card = page.getByTestId("payment-card");
      await card.waitFor();
      expect(await card.textContent()).toContain("Visa •••• 1111");
      expect(await card.getAttribute("data-default")).toBe("true");

      await page.getByTestId("automatic-renewal").click();
      await poll(
        async () =>
          (await owner.selectFrom("organizations").select("automatic_renewal").where("id", "=", orgId).executeTakeFirstOrThrow())
            .automatic_renewal,
      ).toBe(true);

      // A second card saved earlier (as a payment with "save" would keep it) becomes the default, and the first is deleted.
      await owner
        .insertInto("payment_cards")
        .values({ org_id: orgId, gateway: "sandbox", token: `token_e2e_${phone}`, brand: "mada", last_four: "1010", expiry: "11/29" })
        .execute();
      await page.reload();
      await page.getByTestId("payment-card").nth(1).waitFor();
      await page.getByTestId("payment-card-make-default").click();
      await poll(() => page.locator('[data-testid="payment-card"][data-default]').textContent()).toContain("mada •••• 1010");
      await page.getByTestId("payment-cards").scrollIntoViewIfNeeded();
      await screenshot(page, `payment-cards-${lang}`, { fullPage: false });

      await page.locator('[data-testid="payment-card"]:not([data-default]) [data-testid="payment-card-delete"]').click();
      const dialog = page.getByTestId("payment-card-delete-dialog");
      await settled(dialog);
      expect(await dialog.textContent()).toContain("Visa •••• 1111");
      await screenshot(page, `payment-cards-delete-${lang}`, { fullPage: false });
      await page.getByTestId("payment-card-delete-dialog-confirm").click();
      await poll(() => page.getByTestId("payment-card").count()).toBe(1);

      // The toasts have gone before the phone's shot, as a user would wait for them.
      await poll(() => page.locator('[data-scope="toast"][data-part="root"]').count()).toBe(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId("payment-cards").scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, `payment-cards-phone-${lang}`, { fullPage: false });
    }, 90_000);
  }
});
