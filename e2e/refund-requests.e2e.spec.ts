import { saveStaffUser } from "@amlak/api";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";
import { fillHostedCard, submitHostedCard, trialSubscriber } from "./subscriber.ts";

// A refund from request to decision (issue #19): an organization pays Gold on the sandbox gateway's hosted page, its
// owner asks for the money back in the Subscription tab, and staff decide it in /AdminReports. An approved refund goes
// back through the gateway, ends the subscription (the organization falls back to Free) and issues a credit note.

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const STAFF_PASSWORD = "Staff@12345";
const PHONE = { width: 390, height: 844 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A client just signed up, with `title` on the organization and the tour taken, who paid Gold monthly with a test card. */
async function paidGold(phone: string, title: string, lang: "ar" | "en"): Promise<Page> {
  const { page } = await trialSubscriber(demo, phone, lang, title);
  await page.getByTestId("choose-gold-button").click();
  await page.getByTestId("checkout-figures").waitFor();
  await page.getByTestId("checkout-pay").click();
  await fillHostedCard(page, "4111 1111 1111 1111");
  await submitHostedCard(page);
  await page.waitForURL(/\/profile\?tab=Subscription/, { timeout: 15_000 });
  await poll(() => page.getByTestId("subscription-payment").first().getAttribute("data-status")).toBe("paid");
  return page;
}

/** The owner asks for the refund of the Gold payment, with a reason, in the Subscription tab. */
async function requestRefund(page: Page, reason: string) {
  await page.getByTestId("subscription-refund").click();
  await settled(page.getByTestId("refund-dialog"));
  await page.getByTestId("refund-reason").fill(reason);
  await page.getByTestId("refund-dialog-confirm").click();
  await page.getByTestId("subscription-refund-state").waitFor();
  // One toast says the request was sent: no generic "operation was successful" beside it, no other before it.
  await poll(() => page.getByTestId("toast-success").count()).toBe(1);
  expect(await page.getByTestId("toast-success").textContent()).toMatch(/refund request was sent|تم إرسال طلب الاسترداد/);
}

/** Staff of `type` with the texted-code sign-in at /login. */
const saveStaff = (type: "system" | "customerService", phone: string) =>
  saveStaffUser(owner, { type, name: "Reem Aldosari", phone: `0${phone}`, password: STAFF_PASSWORD });

/** Those staff signed in at /login in `lang`, on /AdminReports. */
async function staffOnAdminReports(phone: string, lang: "ar" | "en", viewport?: typeof PHONE) {
  const page = await demo.newPage(viewport);
  await demo.signInAtLogin(phone, STAFF_PASSWORD, page);
  if ((await page.locator("html").getAttribute("lang")) !== lang) await page.getByTestId("lang-switch").click();
  await page.locator(`html[lang="${lang}"]`).waitFor();
  await page.goto(`${demo.base}/AdminReports`);
  await page.getByTestId("admin-reports-tab-RefundRequests").waitFor();
  return page;
}

/** The request's row on a wide screen, or its card on a phone. */
const requestOf = (page: Page, organization: string) =>
  page.locator('[data-testid="table-row"], [data-testid="table-card"]').filter({ hasText: organization }).filter({ visible: true }).first();

describe("/AdminReports refund requests", () => {
  it("customer service approve a refund: the payment goes back, Gold ends on Free and a credit note is issued (English)", async () => {
    const organization = "Najd Rentals 1";
    const ownerPage = await paidGold("561930001", organization, "en");
    await requestRefund(ownerPage, "We chose another system");
    expect(await ownerPage.getByTestId("subscription-refund-state").textContent()).toBe("Refund requested");

    await saveStaff("customerService", "559300001");
    const page = await staffOnAdminReports("559300001", "en");
    const row = requestOf(page, organization);
    await row.waitFor();
    const text = await row.textContent();
    for (const shown of ["Gold", "Billed monthly", "298.00", "We chose another system"]) expect(text).toContain(shown);
    await screenshot(page, "refund-requests-en");

    await row.getByTestId("refund-approve").click();
    const dialog = page.getByTestId("refund-approve-dialog");
    await settled(dialog);
    expect(await dialog.textContent()).toContain("298.00");
    expect(await dialog.textContent()).toContain("credit note");
    await screenshot(page, "refund-approve-dialog-en");
    await page.getByTestId("refund-approve-dialog-confirm").click();
    await dialog.waitFor({ state: "detached" });
    await requestOf(page, organization).waitFor({ state: "detached" });

    await page.getByTestId("refunds-chip-decided").click();
    const decided = requestOf(page, organization);
    await decided.waitFor();
    expect(await decided.getByTestId("refund-decision").textContent()).toBe("Refunded");
    expect(await decided.textContent()).toContain("Reem Aldosari");
    await screenshot(page, "refund-requests-decided-en");

    await ownerPage.reload();
    await poll(() => ownerPage.getByTestId("subscription-refund-state").textContent()).toBe("Refunded");
    expect(await ownerPage.getByTestId("subscription-payment").first().getAttribute("data-status")).toBe("refunded");
    await ownerPage.locator('[data-testid="subscription-invoice"][data-kind="credit_note"]').waitFor();
    expect(await ownerPage.locator('[data-testid="subscription-invoice"][data-kind="credit_note"]').textContent()).toContain("298.00");
    expect(await ownerPage.getByTestId("subscription-status").textContent()).toBe("Canceled");
    await ownerPage.getByTestId("subscription-on-free").waitFor();
    await screenshot(ownerPage, "refund-owner-refunded-en");
  });

  it("system staff reject a refund on a phone: nothing goes back and the owner sees it declined (Arabic)", async () => {
    const organization = "مؤسسة الرياض العقارية";
    const ownerPage = await paidGold("561930002", organization, "ar");
    await requestRefund(ownerPage, "لم تناسبنا الباقة");

    await saveStaff("system", "559300002");
    const desktop = await staffOnAdminReports("559300002", "ar");
    await requestOf(desktop, organization).waitFor();
    await screenshot(desktop, "refund-requests-ar");

    const page = await staffOnAdminReports("559300002", "ar", PHONE);
    const card = requestOf(page, organization);
    await card.waitFor();
    expect(await card.textContent()).toContain("لم تناسبنا الباقة");
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, "refund-requests-phone-ar");

    await card.getByTestId("refund-reject").click();
    const dialog = page.getByTestId("refund-reject-dialog");
    await settled(dialog);
    expect(await dialog.textContent()).toContain(organization);
    await screenshot(page, "refund-reject-dialog-phone-ar");
    await page.getByTestId("refund-reject-dialog-confirm").click();
    await dialog.waitFor({ state: "detached" });
    await page.getByTestId("refunds-chip-decided").click();
    const decided = requestOf(page, organization);
    await decided.waitFor();
    expect(await decided.getByTestId("refund-decision").textContent()).toBe("مرفوض");
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, "refund-requests-decided-phone-ar");

    await ownerPage.reload();
    await poll(() => ownerPage.getByTestId("subscription-refund-state").textContent()).toBe("رُفض الاسترداد");
    expect(await ownerPage.getByTestId("subscription-payment").first().getAttribute("data-status")).toBe("paid");
    expect(await ownerPage.locator('[data-testid="subscription-invoice"][data-kind="credit_note"]').count()).toBe(0);
    expect(await ownerPage.getByTestId("subscription-package").textContent()).toBe("الذهبية");
  });
});
