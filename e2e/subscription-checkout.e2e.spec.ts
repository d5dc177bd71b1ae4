import { callerFor, tokenFor } from "@amlak/api/testing";
import { pdfImages, pdfText } from "@amlak/documents/testing";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot } from "./browser.ts";

// A new organization on its trial upgrades in the browser (issue #19): the Subscription tab's price breakdown with a
// marketer's code, the sandbox gateway's hosted page and a test card, back to /payment-status, and the package, the
// banner and the payment history changed. A failing card leaves the package as it was.

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const PASSWORD = "Strong@Pass1";
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

beforeAll(async () => {
  await owner.insertInto("marketers").values({ name: "نورة", code: "NORA10", percent: "10" }).execute();
});

/** A client who has just signed up (trial), with a name on the organization and the tour taken, signed in in `lang`. */
async function trialLandlord(phone: string, lang: "ar" | "en"): Promise<Page> {
  await demo.signUp(phone, PASSWORD);
  const user = await owner
    .selectFrom("users")
    .select(["id", "org_id", "session_version"])
    .where("phone", "=", phone)
    .executeTakeFirstOrThrow();
  await owner.updateTable("organizations").set({ title: "مؤسسة الرياض العقارية" }).where("id", "=", user.org_id!).execute();
  const api = callerFor(demo.services, { userId: user.id, orgId: user.org_id!, type: "client", sessionVersion: user.session_version });
  await api.prefs.setJourney({ journey: false });
  const page = await demo.newPage();
  await page.goto(`${demo.base}/login`);
  await page.evaluate((chosen) => localStorage.setItem("lang", chosen), lang);
  await demo.signInAtLogin(phone, PASSWORD, page);
  await page.goto(`${demo.base}/profile?tab=Subscription`);
  await page.getByTestId("subscription-upgrade").waitFor();
  return page;
}

/** The account owner of `phone`, through the API, and a bearer token of theirs. */
async function ownerOf(phone: string) {
  const user = await owner
    .selectFrom("users")
    .select(["id", "org_id", "session_version"])
    .where("phone", "=", phone)
    .executeTakeFirstOrThrow();
  const caller = { userId: user.id, orgId: user.org_id!, type: "client" as const, sessionVersion: user.session_version };
  return { api: callerFor(demo.services, caller), token: await tokenFor(caller) };
}

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

/** The gateway's hosted page filled in as a payer's browser autofills it, by the inputs' autocomplete names. */
async function payOnHostedPage(page: Page, card: string) {
  await page.waitForURL(/\/sandbox-gateway\/invoices\//);
  await page.locator('input[autocomplete="cc-name"]').fill("Sara Alharbi");
  await page.locator('input[autocomplete="cc-number"]').fill(card);
  await page.locator('input[autocomplete="cc-exp"]').fill("12/30");
  await page.locator('input[autocomplete="cc-csc"]').fill("123");
  await page.locator('form[action*="/pay"] button[type="submit"]').click();
  await page.waitForURL(/\/payment-status\?/);
}

describe("upgrading from the trial through the sandbox gateway", () => {
  for (const [lang, phone] of [
    ["en", "561900001"],
    ["ar", "561900002"],
  ] as const) {
    it(`pays Gold with a marketer's code and a test card, in ${lang === "ar" ? "Arabic" : "English"}`, async () => {
      const page = await trialLandlord(phone, lang);
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
      const { api, token } = await ownerOf(phone);
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
    const page = await trialLandlord("561900003", "en");
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
  });
});
