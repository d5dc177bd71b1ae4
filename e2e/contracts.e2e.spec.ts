import { callerFor, demoCaller, demoLease } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, moveWithin, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const PHONE = { width: 390, height: 844 };

const signedIn = (lang: "ar" | "en", viewport?: { width: number; height: number }) => demo.signedIn(lang, undefined, viewport);

/** The contracts table's rows, or its cards below 768 px. */
const rowsOf = (page: Page, phone: boolean): Locator => page.getByTestId("contracts-table").getByTestId(phone ? "table-card" : "table-row");

// Four builds share this machine: a page may take a few seconds to answer.
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/**
 * The contracts page filtered to the leases ending within 3 months, then one contract opened from the search: its
 * figures, schedule and history, then cancelled on today, the instalments it cancels listed before confirming and
 * shown cancelled after.
 */
async function cancelFlow(lang: "ar" | "en", unit: string, name: string, viewport?: { width: number; height: number }) {
  const phone = viewport === PHONE;
  const page = await signedIn(lang, viewport);
  await page.goto(`${demo.base}/contracts`);
  await page.getByTestId("contract-chip-ending3Months").click();
  await page.waitForURL(/[?&]status=ending3Months/);
  await poll(() => rowsOf(page, phone).count()).toBe(1);
  expect(await rowsOf(page, phone).first().textContent()).toContain("شقة 301");
  expect(await page.getByTestId("contract-chip-ending3Months").getAttribute("aria-pressed")).toBe("true");
  expect(await page.getByTestId("contract-chip-ending3Months").textContent()).toContain("1");
  await screenshot(page, `contracts-ending-${name}`);
  if (phone) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto(`${demo.base}/contracts?searchText=${encodeURIComponent(unit)}`);
  await poll(() => rowsOf(page, phone).count()).toBe(1);
  await rowsOf(page, phone).first().click();
  await page.waitForURL(/\/contracts\/[0-9a-f-]{36}/);
  await page.getByTestId("contract-header").waitFor();
  await poll(() => page.getByTestId("figure-total").textContent()).toMatch(lang === "ar" ? /ر\.س/ : /SR/);
  expect(await page.getByTestId("contract-status").getAttribute("data-status")).toBe("Contract_Ongoing");
  await page.getByTestId("schedule").waitFor();
  const item = phone ? "schedule-card" : "schedule-row";
  const cancelledItems = page.locator(`[data-testid="${item}"][data-status="canceled"]`);
  await poll(() => page.getByTestId(item).count()).toBeGreaterThan(0);
  expect(await cancelledItems.count()).toBe(0);
  await screenshot(page, `contracts-page-${name}`);
  if (phone) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByTestId("contract-tab-history").click();
  await page.getByTestId("history-event").first().waitFor();
  expect(await page.locator(`[data-testid="history-event"][data-type="ContractSigned"]`).count()).toBe(1);
  await poll(() => page.getByTestId("history").textContent()).toContain("حساب تجريبي");
  await screenshot(page, `contracts-history-${name}`);

  await page.getByTestId("contract-tab-terms").click();
  await page.getByTestId("contract-terms").waitFor();
  expect(await page.getByTestId("term-tenant").textContent()).toContain(await page.getByTestId("contract-tenant").textContent());
  await screenshot(page, `contracts-terms-${name}`);

  await page.getByTestId("contract-tab-schedule").click();
  await page.getByTestId("contract-cancel").click();
  const dialog = page.getByTestId("cancel-contract-dialog");
  await dialog.waitFor();
  await page.getByTestId("cancel-contract-instalments").waitFor();
  const listed = await page.getByTestId("cancel-contract-instalment").count();
  expect(listed).toBeGreaterThan(0);
  await settled(dialog);
  await screenshot(page, `contracts-cancel-dialog-${name}`, { fullPage: false });
  await page.getByTestId("cancel-contract-confirm").click();
  await dialog.waitFor({ state: "detached" });

  await poll(() => page.getByTestId("contract-status").getAttribute("data-status")).toBe("Contract_Cancelled");
  await page.getByTestId("contract-cancelled-on").waitFor();
  await poll(() => cancelledItems.count()).toBe(listed);
  expect(await page.getByTestId("contract-cancel").count()).toBe(0);
  await screenshot(page, `contracts-cancelled-${name}`);

  await page.getByTestId("contract-tab-history").click();
  await poll(() => page.locator(`[data-testid="history-event"][data-type="PaymentCancelled"]`).count()).toBe(listed);
  expect(await page.locator(`[data-testid="history-event"][data-type="ContractCancelled"]`).count()).toBe(1);
  await screenshot(page, `contracts-history-cancelled-${name}`);
  if (phone) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.context().close();
}

describe("contracts in the browser", () => {
  it("in Arabic: finds the lease ending soon, opens another, sees its schedule and history, and cancels it", async () => {
    await cancelFlow("ar", "شقة 201", "ar");
  });

  it("in English: the same, on another lease", async () => {
    await cancelFlow("en", "شقة 101", "en");
  });

  it("at phone width in Arabic: the same on cards, with no sideways scroll", async () => {
    await cancelFlow("ar", "محل تجاري", "phone-ar", PHONE);
  });

  it("lists drafts and quotations in their tabs: cancels a draft, prints and deletes a quotation", async () => {
    const api = callerFor(demo.services, await demoCaller(demo.services));
    const [unit] = (await api.realEstates.find({ searchText: "شقة 402" })).filter((estate) => estate.kind === "unit");
    const [tenant] = await api.contacts.find({ type: "tenant", searchText: "الحربي" });
    const terms = {
      real_estate_id: unit!.id,
      tenant_id: tenant!.id,
      contract_start: "2031-01-01",
      contract_end: "2031-12-31",
      price: "50000",
      contract_interval: 6,
    };
    await api.contractDrafts.save({ terms: terms as never });
    const { real_estate_id, contract_start, contract_end, price, contract_interval } = terms;
    await api.quotations.create({
      real_estate_id,
      contract_start,
      contract_end,
      price,
      contract_interval,
      prospect_name: "Khalid Al-Otaibi",
      prospect_phone: "0551234567",
    } as never);

    const page = await signedIn("en");
    await page.goto(`${demo.base}/contracts`);
    await page.getByTestId("contracts-tab-drafts").click();
    await page.waitForURL(/[?&]tab=drafts/);
    const draft = page.getByTestId("drafts-table").getByTestId("table-row").first();
    await draft.waitFor();
    expect(await draft.textContent()).toContain("شقة 402");
    expect(await draft.getByTestId("draft-status").textContent()).toBe("Draft");
    await screenshot(page, "contracts-drafts-en");
    await draft.getByTestId("draft-menu").click();
    await page.getByTestId("draft-cancel").click();
    await page.getByTestId("draft-cancel-dialog-confirm").click();
    await poll(() => draft.getByTestId("draft-status").textContent()).toBe("Cancelled");

    await page.getByTestId("contracts-tab-quotations").click();
    await page.waitForURL(/[?&]tab=quotations/);
    const quotation = page.getByTestId("quotations-table").getByTestId("table-row").first();
    await quotation.waitFor();
    expect(await quotation.textContent()).toContain("Khalid Al-Otaibi");
    await screenshot(page, "contracts-quotations-en");
    await quotation.getByTestId("quotation-menu").click();
    const download = page.waitForEvent("download");
    await page.getByTestId("quotation-pdf-en").click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await quotation.getByTestId("quotation-menu").click();
    await page.getByTestId("quotation-delete").click();
    await page.getByTestId("quotation-delete-dialog-confirm").click();
    await page.getByTestId("quotations-table").getByTestId("empty-state").waitFor();
    await page.context().close();
  });

  for (const [lang, viewport] of [
    ["ar", PHONE],
    ["en", undefined],
  ] as const) {
    it(`ends a lease early in ${lang}: refunds the unearned rent, keeps damages from the deposit, returns the rest and prints the settlement`, async () => {
      const { contractId, tenantId } = await leaseWithDeposit(lang === "ar" ? "555100611" : "555100612");
      const page = await signedIn(lang, viewport);
      await page.goto(`${demo.base}/contracts/${contractId}`);
      await page.getByTestId("contract-settle").click();
      const drawer = page.getByTestId("settlement-drawer");
      await drawer.getByTestId("settlement-proposal").waitFor();
      expect(await drawer.getByTestId("settlement-kind").textContent()).toBe(translate(lang, "settlement.early"));
      // The refund starts at the unearned rent: what was paid for the rest of the quarter the tenant leaves in.
      const unearned = await drawer.getByTestId("settlement-unearned").textContent();
      await poll(() => drawer.getByTestId("settlement-refund").inputValue()).not.toBe("");
      expect(unearned).toContain(
        Number(await drawer.getByTestId("settlement-refund").inputValue()).toLocaleString("en-US", { minimumFractionDigits: 2 }),
      );
      await drawer.getByTestId("settlement-add-deduction").click();
      await drawer.getByTestId("settlement-deduction-amount").fill(lang === "ar" ? "٥٠٠" : "500");
      await drawer.getByTestId("settlement-deduction-note").fill(lang === "ar" ? "كسر نافذة المطبخ" : "Broken kitchen window");
      await poll(() => drawer.getByTestId("settlement-deposit-returned").textContent()).toContain("2,500.00");
      await drawer.getByTestId("settlement-reference").fill("TRX-7781");
      await settled(drawer);
      await screenshot(page, `settlement-drawer-${lang}`);
      if (viewport) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByTestId("settlement-save").click();
      await drawer.waitFor({ state: "detached" });

      const card = page.getByTestId("settlement-card");
      await card.waitFor();
      await poll(() => card.getByTestId("settled-deposit-returned").textContent()).toContain("2,500.00");
      expect(await card.getByTestId("settled-deductions").textContent()).toContain("500.00");
      await poll(() => page.getByTestId("contract-status").getAttribute("data-status")).toBe("Contract_Cancelled");
      expect(await page.getByTestId("contract-settle").count()).toBe(0);
      // The deposit went back (or to the lessor for the damages): none is held any more.
      await poll(() => page.getByTestId("figure-deposit").textContent()).toMatch(
        lang === "ar" ? /المحتجز: \u20680\.00/ : /Held: \u20680\.00/,
      );
      await screenshot(page, `settlement-card-${lang}`);
      await card.getByTestId("settlement-pdf").click();
      const dialog = page.getByTestId("pdf-dialog");
      await dialog.locator("[data-testid=pdf-page][data-drawn]").first().waitFor();
      await settled(dialog);
      await screenshot(page, `settlement-pdf-${lang}`, { fullPage: false });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await page.getByTestId("contract-tab-history").click();
      await poll(() => page.locator(`[data-testid="history-event"][data-type="LeaseSettled"]`).count()).toBe(1);

      // The tenant's statement: the unearned rent credited, the refund paid out, and the deposit kept and returned.
      await moveWithin(page, `/contacts/${tenantId}?tab=statement`);
      const statement = page.getByTestId("tenant-statement");
      const lines = statement.getByTestId(viewport ? "statement-card" : "statement-line");
      await poll(() => lines.filter({ hasText: translate(lang, "contactPage.statement.refundOf") }).count()).toBe(1);
      expect(await lines.filter({ hasText: translate(lang, "contactPage.statement.rentReleasedOf") }).count()).toBe(1);
      const deposit = await statement.getByTestId("statement-deposit").textContent();
      expect(deposit).toContain(translate(lang, "settlement.figure.depositReturned"));
      expect(deposit).toContain("2,500.00");
      await screenshot(page, `settlement-statement-${lang}`);
      await page.context().close();
    });
  }
});

/** A demo lease from seven months ago, 9,000 a quarter and a 3,000 deposit, paid up to this quarter. */
async function leaseWithDeposit(phone: string) {
  const lease = await demoLease(demo.services, {
    lessorName: "سعد الغامدي",
    tenantName: "ماجد الشهري",
    tenantPhone: phone,
    deposit: "3000",
  });
  const api = callerFor(demo.services, await demoCaller(demo.services));
  const today = riyadhToday(new Date());
  await api.collections.receive({ tenant_id: lease.tenantId, amount: "30000", paid_date: today, method: "bankTransfer" } as never);
  return lease;
}
