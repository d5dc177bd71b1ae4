import { callerFor, demoCaller } from "@amlak/api/testing";
import { pdfText } from "@amlak/documents/testing";
import { addDays, addMonthsClamped, riyadhToday } from "@amlak/domain";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sidewaysOverflow } from "./browser.ts";
import { downloaded, portalSignIn } from "./portal-browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TENANT = "555100201";
const LESSOR = "555100202";
const today = riyadhToday(new Date());
const shown = (iso: string) => iso.replaceAll("-", "/");

// A busy machine takes more than vitest's default second to answer and render.
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/**
 * Seeded through the member API as a landlord would: an owner with a compound and a unit, a tenant on a signed
 * quarterly lease that began seven months ago, its first two instalments paid with their receipts (the first with a
 * tax invoice), the third overdue (its cheque deposited) and the fourth ahead (its cheque held); the owner was paid 20,000 of it under a 5% agreement.
 */
async function seedLease() {
  const api = callerFor(demo.services, await demoCaller(demo.services));
  const lessor = await api.contacts.create({ type: "lessor", name: "عبدالله القحطاني", phone: `0${LESSOR}` } as never);
  const tenant = await api.contacts.create({ type: "tenant", name: "سارة الحربي", phone: `0${TENANT}` } as never);
  const compound = await api.realEstates.create({ kind: "compound", name: "عمارة الياسمين", lessor_id: lessor.id } as never);
  const unit = await api.realEstates.create({ kind: "unit", name: "شقة 12", parent_id: compound.id, lessor_id: lessor.id } as never);
  const starts = `${addMonthsClamped(today, -7).slice(0, 7)}-01`;
  const contract = await api.contracts.create({
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    lessor_id: lessor.id,
    contract_start: starts,
    contract_end: addDays(addMonthsClamped(starts, 12), -1),
    price: "48000",
    contract_interval: 3,
    is_taxable: true,
  } as never);
  const rent = (await api.contracts.payments({ id: contract.id }))
    .filter((payment) => payment.payment_type === "rent")
    .sort((x, y) => x.due_date.localeCompare(y.due_date));
  const [first, second, third] = rent;
  for (const payment of [first!, second!]) {
    await api.payments.pay({ id: payment.id, paid_date: today, payment_method: "cash" });
    await api.receipts.issue({ id: payment.id });
  }
  const invoice = await api.invoices.issue({ payment_ids: [first!.id] });
  await api.creditNotes.issue({ invoice_id: invoice.id, note_type: "credit", reason: "value_change", amount: "500" });
  // Post-dated cheques for the last two instalments: the overdue one's went to the bank, the next one's is held.
  const fourth = rent[3]!;
  const { ids: cheques } = await api.cheques.register({
    tenant_id: tenant.id,
    cheques: [third!, fourth].map((payment, index) => ({
      number: `44010${index + 1}`,
      bank: "مصرف الراجحي",
      amount: "13800",
      due_date: payment.due_date,
      instalment_id: payment.id,
    })),
  } as never);
  await api.cheques.deposit({ id: cheques[0]!, date: today } as never);
  // The owner paid part of this month's share, less the 5% management fee of their agreement.
  await api.owners.saveAgreement({
    lessor_id: lessor.id,
    fee_kind: "percent",
    fee_value: "5",
    expense_categories: [],
    effective_from: starts,
  });
  await api.owners.remit({
    lessor_id: lessor.id,
    from: today,
    to: today,
    paid_date: today,
    amount: "20000",
    method: "bankTransfer",
    reference: "SA-TRX-PORTAL",
  });
  return { rent, overdue: third! };
}

/** A second landlord leasing to the same tenant (her phone on their own contact): the portal asks which one. */
async function secondLandlord(): Promise<void> {
  const { api, caller } = await demo.newClient("555100301", "Strong@Pass1");
  await owner.updateTable("organizations").set({ title: "Najd Homes" }).where("id", "=", caller.orgId).execute();
  const lessor = await api.contacts.create({ type: "lessor", name: "Khalid Alotaibi" } as never);
  const tenant = await api.contacts.create({ type: "tenant", name: "Sara Alharbi", phone: `0${TENANT}` } as never);
  const unit = await api.realEstates.create({ kind: "unit", name: "Villa 3", lessor_id: lessor.id } as never);
  await api.contracts.create({
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    lessor_id: lessor.id,
    contract_start: today,
    contract_end: addDays(addMonthsClamped(today, 12), -1),
    price: "60000",
    contract_interval: 12,
  } as never);
}

let lease: Awaited<ReturnType<typeof seedLease>>;
beforeAll(async () => {
  lease = await seedLease();
});

const signInToPortal = portalSignIn(demo);

const scheduleRows = (page: Page) => page.getByTestId("portal-schedule").getByTestId("table-row");
const chequeStatuses = (page: Page) =>
  page
    .getByTestId("portal-cheques")
    .locator('[data-testid="cheque"]:visible')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.status));
const statusesOf = (page: Page) =>
  scheduleRows(page)
    .getByTestId("payment-status")
    .evaluateAll((badges) => badges.map((badge) => (badge as HTMLElement).dataset.status));

describe("the tenant and owner portals in the browser", () => {
  it("lets a tenant in Arabic sign in with the texted code beside a landlord's session, see what is due and overdue, and download a receipt", async () => {
    // The landlord is signed in to the member app in this browser: their session neither opens the portal nor ends.
    const page = await demo.signedIn("ar");
    await page.goto(`${demo.base}/tenant`);
    await page.waitForURL(/\/tenant\/login$/);
    await page.getByTestId("portal-phone").waitFor();
    expect(await page.getByTestId("side-menu").count()).toBe(0);
    await screenshot(page, "portal-tenant-login-ar");

    await signInToPortal(page, "tenant", TENANT, "ar");
    const next = page.getByTestId("portal-next-payment");
    await poll(() => next.getAttribute("data-state")).toBe("overdue");
    expect(await page.getByTestId("portal-next-amount").textContent()).toContain("13,800.00");
    expect(await next.textContent()).toContain(shown(lease.overdue.due_date));
    await poll(() => statusesOf(page)).toEqual(["paid", "paid", "overdue", "pending"]);
    expect(await page.getByTestId("portal-contract").textContent()).toContain("عمارة الياسمين");
    expect(await page.getByTestId("statement-line").count()).toBeGreaterThan(0);
    await poll(() => chequeStatuses(page)).toEqual(["deposited", "held"]);
    await screenshot(page, "portal-tenant-ar");

    const receipt = await downloaded(page, () => scheduleRows(page).first().getByTestId("portal-receipt").click());
    expect(receipt.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(receipt)).toContain("13,800.00");

    await page.setViewportSize(PHONE);
    await page.getByTestId("portal-schedule").getByTestId("table-card").first().waitFor();
    // On a phone the statement is a list of lines, not a table to scroll sideways.
    expect(await page.getByTestId("statement-card").count()).toBe(await page.getByTestId("statement-line").count());
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "portal-tenant-ar-phone");
    await page.getByTestId("portal-statement").scrollIntoViewIfNeeded();
    await screenshot(page, "portal-tenant-statement-ar-phone", { fullPage: false });
    expect(await chequeStatuses(page)).toEqual(["deposited", "held"]);
    await page.getByTestId("portal-cheques").scrollIntoViewIfNeeded();
    await screenshot(page, "portal-tenant-cheques-ar-phone", { fullPage: false });

    // The landlord's own session is still there, untouched by the portal's.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${demo.base}/dashboard`);
    await page.getByTestId("side-menu").waitFor();
  });

  it("lets a tenant of two landlords in English choose one, see the schedule and download the tax invoice; the portal's token does not open the member app", async () => {
    await secondLandlord();
    const page = await demo.newPage();
    await signInToPortal(page, "tenant", TENANT, "en", "portal-tenant-code-en");
    await poll(() => page.getByTestId("portal-organization").count()).toBe(2);
    await screenshot(page, "portal-tenant-organizations-en");
    await page.getByTestId("portal-organization").filter({ hasText: "Najd Homes" }).click();
    await poll(() => statusesOf(page)).toEqual(["pending"]);
    expect(await page.getByTestId("portal-contract").textContent()).toContain("Villa 3");
    // This landlord holds no cheque of hers: no cheques section.
    expect(await page.getByTestId("portal-cheques").count()).toBe(0);
    await page.getByTestId("portal-change-organization").click();
    await page.getByTestId("portal-organization").filter({ hasNotText: "Najd Homes" }).click();
    await poll(() => statusesOf(page)).toEqual(["paid", "paid", "overdue", "pending"]);
    expect(await page.getByTestId("portal-welcome").textContent()).toContain("Welcome");
    await poll(() => chequeStatuses(page)).toEqual(["deposited", "held"]);
    await screenshot(page, "portal-tenant-en");
    await page.getByTestId("portal-cheques").scrollIntoViewIfNeeded();
    await screenshot(page, "portal-tenant-cheques-en", { fullPage: false });

    const invoice = await downloaded(page, () => scheduleRows(page).first().getByTestId("portal-invoice").click());
    expect(pdfText(invoice)).toContain("13,800.00");
    // The credit note on it opens beside it.
    const note = await downloaded(page, () => scheduleRows(page).first().getByTestId("portal-invoice-note").click());
    expect(pdfText(note)).toContain("575.00");
    await scheduleRows(page).first().scrollIntoViewIfNeeded();
    await screenshot(page, "portal-tenant-invoice-note-en", { fullPage: false });

    // An access token the server no longer takes is renewed with the refresh token, and the page loads as before.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem("portalSession")!) as { token: string };
      localStorage.setItem("portalSession", JSON.stringify({ ...session, token: "expired" }));
    });
    await page.reload();
    await poll(() => statusesOf(page)).toEqual(["paid", "paid", "overdue", "pending"]);
    expect(await page.evaluate(() => localStorage.getItem("portalSession"))).not.toContain('"expired"');

    await page.setViewportSize(PHONE);
    await page.getByTestId("portal-schedule").getByTestId("table-card").first().waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "portal-tenant-en-phone");

    await page.goto(`${demo.base}/dashboard`);
    await page.waitForURL(/\/landing$/);
    // Signing out ends the session on the server too: its refresh token renews nothing any more.
    await page.goto(`${demo.base}/tenant`);
    const { refreshToken } = JSON.parse((await page.evaluate(() => localStorage.getItem("portalSession")))!) as { refreshToken: string };
    await page.getByTestId("portal-sign-out").click();
    await page.waitForURL(/\/tenant\/login$/);
    await expect(callerFor(demo.services, null).portal.refresh({ refreshToken })).rejects.toThrow();
  });

  it("lets an owner sign in and open their statement for this month, with its PDF, in Arabic and English", async () => {
    const page = await demo.newPage(PHONE);
    await signInToPortal(page, "owner", LESSOR, "ar", "portal-owner-code-ar-phone");
    const property = page.getByTestId("portal-properties").getByTestId("table-card").filter({ hasText: "شقة 12" });
    await poll(() => property.count()).toBe(1);
    expect(await property.textContent()).toContain("سارة الحربي");
    // The two instalments paid today are this month's rent collected, less the 500 the credit note on the first's
    // invoice took off it.
    await poll(() => page.getByTestId("owner-statement-collected").textContent()).toContain("23,500.00");
    // Then the fee on it (1,175 and 176.25 VAT) and what was paid to the owner.
    expect(await page.getByTestId("owner-statement-card").count()).toBe(5);
    expect(await page.getByTestId("owner-statement-remitted").textContent()).toContain("20,000.00");
    expect(await page.getByTestId("owner-statement-fees").textContent()).toContain("1,351.25");
    expect(await page.getByTestId("owner-statement-closing").textContent()).toContain("2,148.75");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "portal-owner-ar-phone");

    const statement = await downloaded(page, () => page.getByTestId("portal-statement-pdf").click());
    expect(statement.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The management fee's tax invoice to the owner.
    expect(await page.getByTestId("portal-fee-invoice").count()).toBe(1);
    const feeInvoice = await downloaded(page, () => page.getByTestId("portal-fee-invoice-pdf").click());
    expect(feeInvoice.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await page.getByTestId("portal-fee-invoices").scrollIntoViewIfNeeded();
    await screenshot(page, "portal-owner-fee-invoices-ar-phone", { fullPage: false });

    await page.setViewportSize(DESKTOP);
    await page.getByTestId("lang-switch").click();
    await poll(() => page.getByTestId("portal-name").textContent()).toBe("Owner portal");
    await page.getByTestId("owner-statement-collected").waitFor();
    await screenshot(page, "portal-owner-en");
  });
});
