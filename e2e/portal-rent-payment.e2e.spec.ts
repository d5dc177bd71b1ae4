import { demoLease } from "@amlak/api/testing";
import { pdfText } from "@amlak/documents/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sidewaysOverflow } from "./browser.ts";
import { downloaded, portalSignIn } from "./portal-browser.ts";
import { fillHostedCard, submitHostedCard } from "./subscriber.ts";

// A tenant pays rent from the portal through the sandbox gateway's hosted page (issue #20): the return settles the
// instalments, the receipts are issued, and the landlord's payments screen shows them paid online at once.

const demo = new DemoInBrowser();
const PHONE = { width: 390, height: 844 };
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const signInToPortal = portalSignIn(demo);

/** A unit of the demo landlord leased quarterly to a new tenant since seven months ago: three instalments overdue. */
const lease = (tenantPhone: string, tenantName: string) => demoLease(demo.services, { lessorName: "فهد الدوسري", tenantName, tenantPhone });

const scheduleRows = (page: Page) => page.getByTestId("portal-schedule").getByTestId("table-row");
const statusesOf = (page: Page) =>
  scheduleRows(page)
    .getByTestId("payment-status")
    .evaluateAll((badges) => badges.map((badge) => (badge as HTMLElement).dataset.status));

/** The landlord's payments screen for the contract: each rent row's status and the method under its paid date. */
async function landlordSees(lang: "ar" | "en", contractId: string) {
  const page = await demo.signedIn(lang, `/payments?contract=${contractId}&sort=dueDate&direction=asc`);
  const rows = page.getByTestId("payments-table").getByTestId("table-row");
  await rows.first().waitFor();
  return { page, rows };
}

describe("paying rent from the tenant portal", () => {
  it("pays two chosen instalments with a test card in Arabic, downloads the receipt, and the landlord sees them paid online in English", async () => {
    const { contractId } = await lease("555100401", "نورة العتيبي");
    const tenant = await demo.newPage();
    await signInToPortal(tenant, "tenant", "555100401", "ar");
    await poll(() => statusesOf(tenant)).toEqual(["overdue", "overdue", "overdue", "pending"]);
    await scheduleRows(tenant).nth(0).getByTestId("portal-pay-choose").click();
    await scheduleRows(tenant).nth(1).getByTestId("portal-pay-choose").click();
    const bar = tenant.getByTestId("portal-pay-bar");
    await poll(() => bar.textContent()).toContain("دفعتان مختارتان");
    expect(await bar.textContent()).toContain("18,000.00");
    await screenshot(tenant, "portal-pay-chosen-ar", { fullPage: false });
    await tenant.getByTestId("portal-pay-chosen").click();

    await fillHostedCard(tenant, "4111 1111 1111 1111");
    await screenshot(tenant, "portal-pay-hosted-page-ar");
    await submitHostedCard(tenant);
    await tenant.locator('[data-testid="portal-payment-status"][data-outcome="paid"]').waitFor();
    expect(await tenant.getByTestId("portal-payment-status-total").textContent()).toContain("18,000.00");
    await screenshot(tenant, "portal-payment-status-paid-ar");
    await tenant.waitForURL(/\/tenant\?org=/, { timeout: 10_000 });
    await poll(() => statusesOf(tenant)).toEqual(["paid", "paid", "overdue", "pending"]);
    const receipt = await downloaded(tenant, () => scheduleRows(tenant).first().getByTestId("portal-receipt").click());
    expect(pdfText(receipt)).toContain("9,000.00");
    await screenshot(tenant, "portal-paid-schedule-ar");

    const { page, rows } = await landlordSees("en", contractId);
    await poll(() => rows.nth(0).textContent()).toContain("Online");
    expect(await rows.nth(1).textContent()).toContain("Online");
    expect(await rows.nth(2).textContent()).not.toContain("Online");
    await screenshot(page, "payments-paid-online-en");
  });

  it("pays the next instalment with Pay now in English on a phone after a declined card, and the landlord sees it paid online in Arabic", async () => {
    const { contractId } = await lease("555100402", "Huda Alzahrani");
    const tenant = await demo.newPage(PHONE);
    await signInToPortal(tenant, "tenant", "555100402", "en");
    await tenant.getByTestId("portal-pay-next").waitFor();
    expect(await sidewaysOverflow(tenant)).toBeLessThanOrEqual(0);
    await screenshot(tenant, "portal-pay-next-en-phone", { fullPage: false });
    await tenant.getByTestId("portal-pay-next").click();

    await fillHostedCard(tenant, "4201 3200 0031 1101");
    await submitHostedCard(tenant);
    await tenant.locator('[data-testid="portal-payment-status"][data-outcome="failure"]').waitFor();
    expect(await tenant.getByTestId("portal-payment-status-reason").textContent()).toContain("INSUFFICIENT FUNDS");
    await screenshot(tenant, "portal-payment-status-failed-en-phone");
    await tenant.waitForURL(/\/tenant\?org=/, { timeout: 10_000 });
    await poll(() => statusesOf(tenant)).toEqual(["overdue", "overdue", "overdue", "pending"]);

    await tenant.getByTestId("portal-pay-next").click();
    await fillHostedCard(tenant, "4201 3201 1111 1010");
    await submitHostedCard(tenant);
    await tenant.locator('[data-testid="portal-payment-status"][data-outcome="paid"]').waitFor();
    await tenant.waitForURL(/\/tenant\?org=/, { timeout: 10_000 });
    await poll(() => statusesOf(tenant)).toEqual(["paid", "overdue", "overdue", "pending"]);

    const { page, rows } = await landlordSees("ar", contractId);
    await poll(() => rows.nth(0).textContent()).toContain("دفع إلكتروني");
    expect(await rows.nth(1).textContent()).not.toContain("دفع إلكتروني");
    await screenshot(page, "payments-paid-online-ar");
  });
});
