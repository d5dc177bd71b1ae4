import { tokenFor } from "@amlak/api/testing";
import { pdfImages, pdfText } from "@amlak/documents/testing";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot } from "./browser.ts";
import { fillHostedCard, submitHostedCard, trialSubscriber } from "./subscriber.ts";

// A new organization on its trial upgrades in the browser (issue #19): the Subscription tab's price breakdown with a
// marketer's code, the sandbox gateway's hosted page and a test card, back to /payment-status, and the package, the
// banner and the payment history changed. A failing card leaves the package as it was.

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

beforeAll(async () => {
  await owner.insertInto("marketers").values({ name: "نورة", code: "NORA10", percent: "10" }).execute();
});

/** The ZATCA QR's TLV fields by tag: 1 seller, 2 VAT number, 3 time, 4 total, 5 VAT. */
function qrFields(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, "base64");
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!)
    fields[bytes[at]!] = bytes.subarray(at + 2, at + 2 + bytes[at + 1]!).toString("utf8");
  return fields;
}

/** Whether the reports page offers the profit report (Platinum) or shows it locked. */
async function profitReport(page: Page) {
  await page.goto(`${demo.base}/reports`);
  const card = page.getByTestId("report-card-PROFIT_REPORT");
  await card.waitFor();
  return card.getAttribute("data-access");
}

/** Pays on the gateway's hosted page with `card`, and comes back to /payment-status. */
async function payOnHostedPage(page: Page, card: string) {
  await fillHostedCard(page, card);
  await submitHostedCard(page);
  await page.waitForURL(/\/payment-status\?/);
}

describe("upgrading from the trial through the sandbox gateway", () => {
  for (const [lang, phone] of [
    ["en", "561900001"],
    ["ar", "561900002"],
  ] as const) {
    it(`pays Gold with a marketer's code and a test card, in ${lang === "ar" ? "Arabic" : "English"}`, async () => {
      const { page, api, caller } = await trialSubscriber(demo, phone, lang);
      expect(await profitReport(page)).toBe("allowed");
      await page.goto(`${demo.base}/profile?tab=Subscription`);
      await page.getByTestId("subscription-upgrade").waitFor();
      expect(await page.getByTestId("subscription-package").textContent()).toBe(lang === "ar" ? "البلاتينية" : "Platinum");
      expect(await page.getByTestId("subscription-banner").isVisible()).toBe(true);
      await screenshot(page, `subscription-trial-${lang}`);

      await page.getByTestId("choose-gold-button").click();
      await page.getByTestId("checkout-figures").waitFor();
      expect(await page.getByTestId("checkout-total").textContent()).toContain("298.00");
      await page.getByTestId("checkout-promotion-code").fill("nora10");
      await page.getByTestId("checkout-apply-code").click();
      await page.getByTestId("checkout-discount").waitFor();
      expect(await page.getByTestId("checkout-discount").textContent()).toContain("29.80");
      expect(await page.getByTestId("checkout-total").textContent()).toContain("268.20");
      expect(await page.getByTestId("checkout-vat").textContent()).toContain("34.98");
      await screenshot(page, `subscription-checkout-${lang}`);

      await page.getByTestId("checkout-pay").click();
      await page.waitForURL(/\/sandbox-gateway\/invoices\//);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      expect(await page.textContent("body")).toContain("268.20");
      await screenshot(page, `subscription-hosted-page-${lang}`);
      await payOnHostedPage(page, "4111 1111 1111 1111");
      await page.locator('[data-testid="payment-status"][data-outcome="success"]').waitFor();
      await screenshot(page, `subscription-payment-success-${lang}`);

      // Back on the Subscription tab after three seconds, on Gold, with the trial's banner gone.
      await page.waitForURL(/\/profile\?tab=Subscription/, { timeout: 10_000 });
      await poll(() => page.getByTestId("subscription-package").textContent()).toBe(lang === "ar" ? "الذهبية" : "Gold");
      expect(await page.getByTestId("subscription-banner").count()).toBe(0);
      expect(await page.getByTestId("matrix-column-gold").getAttribute("data-current")).toBe("true");
      await page.getByTestId("subscription-payment").first().waitFor();
      expect(await page.getByTestId("subscription-payment").first().getAttribute("data-status")).toBe("paid");
      await screenshot(page, `subscription-gold-${lang}`);
      // The trial ran on Platinum: Gold has no profit report, and its card locks.
      expect(await profitReport(page)).toBe("locked");
      await page.goto(`${demo.base}/profile?tab=Subscription`);
      await page.getByTestId("subscription-invoices").waitFor();

      // The platform's tax invoice: opened in the page, and its PDF and QR carry net, VAT and total.
      await page.getByTestId("subscription-invoice-view").first().click();
      await page.locator("[data-testid=pdf-page][data-drawn]").first().waitFor({ timeout: 15_000 });
      await screenshot(page, `subscription-invoice-${lang}`);
      const token = await tokenFor(caller);
      const [invoice] = await api.subscriptionInvoices.list();
      expect(invoice).toMatchObject({ kind: "invoice", net: "233.22", vatAmount: "34.98", total: "268.20" });
      const printed = await api.subscriptionInvoices.get({ id: invoice!.id });
      expect(qrFields(printed.qr)).toMatchObject({ 4: "268.20", 5: "34.98" });
      const pdf = Buffer.from(
        await (
          await fetch(`${demo.base}/api/subscriptions/invoices/${invoice!.id}/pdf`, { headers: { authorization: `Bearer ${token}` } })
        ).arrayBuffer(),
      );
      const text = pdfText(pdf);
      for (const figure of ["233.22", "34.98", "268.20"]) expect(text).toContain(figure);
      const [qr] = pdfImages(pdf);
      expect(qr?.width).toBe(qr?.height);
    });
  }

  it("leaves the package unchanged when the card fails, and says why", async () => {
    const { page } = await trialSubscriber(demo, "561900003", "en");
    await page.getByTestId("choose-silver-button").click();
    await page.getByTestId("checkout-figures").waitFor();
    await page.getByTestId("checkout-pay").click();
    await payOnHostedPage(page, "4201 3200 0031 1101");
    await page.locator('[data-testid="payment-status"][data-outcome="failure"]').waitFor();
    expect(await page.getByTestId("payment-status-reason").textContent()).toBe("INSUFFICIENT FUNDS");
    await screenshot(page, "subscription-payment-failed-en");
    await page.waitForURL(/\/profile\?tab=Subscription/, { timeout: 10_000 });
    await poll(() => page.getByTestId("subscription-package").textContent()).toBe("Platinum");
    await page.getByTestId("subscription-payment").first().waitFor();
    expect(await page.getByTestId("subscription-payment").first().getAttribute("data-status")).toBe("failed");

    // A code that pays it all changes the package at once, and one toast says so.
    await owner.insertInto("marketers").values({ name: "هدية", code: "GIFT100", percent: "100" }).execute();
    await page.getByTestId("choose-silver-button").click();
    await page.getByTestId("checkout-promotion-code").fill("gift100");
    await page.getByTestId("checkout-apply-code").click();
    await page.getByTestId("checkout-discount").waitFor();
    await page.getByTestId("checkout-pay").click();
    await poll(() => page.getByTestId("subscription-package").textContent()).toBe("Silver");
    await poll(() => page.getByTestId("toast-success").count()).toBe(1);
    expect(await page.getByTestId("toast-success").textContent()).toContain("Your new package is active");
  });
});
