import { translate } from "@amlak/i18n";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const owner = () => demo.services.database.owner;

/** A demo tenant with rent due by today, and their open instalments oldest first (price + VAT as the drawer shows it). */
async function tenantWithRentDue() {
  const rows = await owner()
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .select([
      "c.tenant_id as tenantId",
      "c.id as contractId",
      "p.id",
      "p.price",
      "p.vat",
      "p.due_date as dueDate",
      "p.payment_type as type",
    ])
    .where("p.status", "=", "pending")
    .where("p.party", "=", "tenant")
    .where("p.direction", "=", "income")
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
  const today = new Date().toISOString().slice(0, 10);
  const tenantId = rows.find((row) => row.type === "rent" && row.dueDate <= today)!.tenantId;
  return { tenantId, open: rows.filter((row) => row.tenantId === tenantId) };
}
const owed = (row: { price: string; vat: string }) => (Number(row.price) + Number(row.vat)).toFixed(2);
const statusOf = async (id: string) =>
  (await owner().selectFrom("payments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

describe("a collection voucher from the tenant's page", () => {
  for (const [lang, width] of [
    ["ar", 390],
    ["en", 1366],
  ] as const) {
    it(`receives an amount, paying the oldest due first, then undoes it, in ${lang}`, async () => {
      const { tenantId, open } = await tenantWithRentDue();
      const first = open[0]!;
      const page = await demo.signedIn(lang, `/contacts/${tenantId}`, { width, height: 900 });
      await page.getByTestId("contact-collect").click();
      const drawer = page.getByTestId("collection-drawer");
      await settled(drawer);
      await page.getByTestId("collection-amount").fill(String(Number(owed(first)) + 250));
      await expect.poll(() => page.getByTestId(`collection-pay-${first.id}`).inputValue()).toBe(owed(first));
      if (lang === "en") {
        // Paying the first in part instead: the rest of the amount becomes an advance.
        await page.getByTestId(`collection-pay-${first.id}`).fill("100");
        for (const other of open.slice(1)) await page.getByTestId(`collection-pay-${other.id}`).fill("");
        await expect
          .poll(() => page.getByTestId("collection-advance").textContent())
          .toContain((Number(owed(first)) + 150).toLocaleString("en", { minimumFractionDigits: 2 }));
        await page.getByTestId("collection-oldest-first").waitFor();
      }
      await page.getByTestId("collection-method").selectOption("cheque");
      await page.getByTestId("collection-reference").fill("000123 — الراجحي");
      await screenshot(page, `collection-drawer-${lang}`, { fullPage: false });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByTestId("collection-save").click();
      await drawer.waitFor({ state: "detached" });
      if (lang === "en") {
        // The voucher's receipt, issued with it, opens from the confirmation.
        await page.getByTestId("toast-action").click();
        await settled(page.getByTestId("document-viewer"));
        expect(page.url()).toContain("/invoices?tab=receipts&receipt=");
        await page.goto(`${demo.base}/contacts/${tenantId}`);
      }

      await page.getByTestId("contact-tab-collections").click();
      const tab = page.getByTestId("collections-tab");
      const shown = (status: string) => tab.locator(`[data-testid="collection-status"][data-status="${status}"]:visible`);
      await expect.poll(() => shown("received").count()).toBe(1);
      expect(await shown("received").textContent()).toBe(translate(lang, "collections.status.received"));
      if (lang === "ar") expect(await statusOf(first.id)).toBe("paid");
      else expect(await statusOf(first.id)).toBe("split");
      await screenshot(page, `collections-tab-${lang}`, { fullPage: false });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      // The statement counts the voucher's amount on the day it came in, and prints.
      await page.getByTestId("contact-tab-statement").click();
      const line = lang === "ar" ? "statement-card" : "statement-line";
      await expect
        .poll(() =>
          page
            .locator(`[data-testid="${line}"]:visible`)
            .filter({ hasText: translate(lang, "contactPage.statement.collectionOf") })
            .count(),
        )
        .toBe(1);
      await page.getByTestId("statement-pdf").click();
      await page.locator("[data-testid=pdf-page][data-drawn]").first().waitFor();
      await screenshot(page, `collection-statement-${lang}`, { fullPage: false });
      await page.keyboard.press("Escape");
      await page.getByTestId("pdf-dialog").waitFor({ state: "detached" });
      if (lang === "en") {
        // The instalment paid in part is one row of the contract's schedule: what is paid of it, its balance, its parts.
        await page.goto(`${demo.base}/contracts/${first.contractId}`);
        const instalment = page.locator('[data-testid="schedule-row"][data-status="partlyPaid"]');
        await instalment.waitFor();
        expect(await instalment.getByTestId("schedule-paid").textContent()).toContain("100.00");
        expect(await page.locator(`[data-testid="schedule-part"][data-status="paid"]:visible`).count()).toBe(1);
        await screenshot(page, `collection-schedule-${lang}`, { fullPage: false });
        await page.goto(`${demo.base}/contacts/${tenantId}`);
      }
      await page.getByTestId("contact-tab-collections").click();

      if (lang === "ar") {
        // What is left after the first rent is an advance; paid ahead into the next instalment, by hand.
        await page.getByTestId("collection-apply").click();
        const apply = page.getByTestId("collection-apply-dialog");
        await settled(apply);
        await apply.getByRole("textbox").fill(open[1]!.dueDate.replaceAll("-", "/"));
        await screenshot(page, `collection-apply-${lang}`, { fullPage: false });
        await page.getByTestId("collection-apply-dialog-confirm").click();
        await page.getByTestId("collection-apply").waitFor({ state: "detached" });
        expect(
          (await owner().selectFrom("payments").select("status").where("split_from", "=", open[1]!.id).execute())
            .map((p) => p.status)
            .sort(),
        ).toEqual(["paid", "pending"]);
      }
      await expect.poll(() => shown("received").count()).toBe(1);
      const undoneBefore = await shown("undone").count();
      await tab.locator('[data-testid^="collection-undo-"]:visible').click();
      const dialog = page.getByTestId("collection-undo-dialog");
      await settled(dialog);
      await page.getByTestId("collection-undo-dialog-confirm").click();
      await expect.poll(() => shown("undone").count()).toBe(undoneBefore + 1);
      expect(await shown("received").count()).toBe(0);
      if (lang === "ar") {
        expect(await statusOf(first.id)).toBe("pending");
        // An undone voucher keeps its receipt: a document issued is never withdrawn.
        await tab.locator('[data-testid="collection-receipt"]:visible').first().click();
        await page.locator("[data-testid=pdf-page][data-drawn]").first().waitFor();
        await screenshot(page, `collection-receipt-${lang}`, { fullPage: false });
      }
      await page.close();
    });
  }

  it("registers a tenant's post-dated cheques, one per instalment, then clears one and bounces it, in Arabic on a phone", async () => {
    const { tenantId, open } = await tenantWithRentDue();
    const page = await demo.signedIn("ar", `/contacts/${tenantId}`, { width: 390, height: 900 });
    await page.getByTestId("contact-tab-collections").click();
    await page.getByTestId("cheques-register").click();
    const drawer = page.getByTestId("cheques-drawer");
    await settled(drawer);
    await page.getByTestId("cheque-number").fill("000901");
    await page.getByTestId("cheque-bank").fill("مصرف الراجحي");
    await page.getByTestId("cheques-per-instalment").click();
    await expect.poll(() => page.getByTestId("cheque-row").count()).toBe(open.length);
    expect(await page.getByTestId("cheque-number").nth(1).inputValue()).toBe("000902");
    await screenshot(page, "cheques-drawer-ar", { fullPage: false });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId("cheques-save").click();
    await drawer.waitFor({ state: "detached" });

    const cheques = page.getByTestId("cheques");
    const held = cheques.locator('[data-testid="cheque"][data-status="held"]:visible');
    await expect.poll(() => held.count()).toBe(open.length);
    await held.first().getByTestId("cheque-clear").click();
    await page.getByTestId("cheque-move-dialog-confirm").click();
    await cheques.locator('[data-testid="cheque"][data-status="cleared"]:visible').waitFor();
    expect(await statusOf(open[0]!.id)).toBe("paid");

    await cheques.locator('[data-testid="cheque"][data-status="cleared"]:visible').getByTestId("cheque-bounce").click();
    await page.getByTestId("cheque-bounce-reason").fill("رصيد غير كافٍ");
    await screenshot(page, "cheque-bounce-ar", { fullPage: false });
    await page.getByTestId("cheque-move-dialog-confirm").click();
    await cheques.locator('[data-testid="cheque"][data-status="bounced"]:visible').waitFor();
    expect(await statusOf(open[0]!.id)).toBe("pending");
    await cheques.scrollIntoViewIfNeeded();
    await screenshot(page, "cheques-ar", { fullPage: false });
    await page.close();
  });
});
