import { TEST_AUTH } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, hijriOf, screenshot, setTicked, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
/** Riyadh's today: what "overdue" is measured against, and what the paid date defaults to. */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(new Date());
const shown = (iso: string) => iso.replaceAll("-", "/");

async function paymentsPage(lang: "ar" | "en", query = "", viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await demo.signedIn(lang, `/payments${query}`, viewport);
  await page.getByTestId("payments-table").waitFor();
  return page;
}

const rows = (page: Page) => page.getByTestId("payments-table").getByTestId("table-row");
const rowWith = (page: Page, ...texts: string[]) => texts.reduce((found, text) => found.filter({ hasText: text }), rows(page));
const statusesOf = (page: Page) =>
  rows(page)
    .getByTestId("payment-status")
    .evaluateAll((badges) => badges.map((b) => b.dataset.status));

/** Polls longer than vitest's default second: a busy machine takes more to refetch and render a list. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Opens a row's ⋯ menu and picks an action. */
async function act(page: Page, row: ReturnType<typeof rows>, action: string): Promise<void> {
  await row.getByTestId("payment-menu").click();
  await page.getByTestId(action).click();
}

/** The demo's unit, its tenant's payments of one type and state, as the database holds them. */
const paymentsOf = (unit: string, type: string) =>
  owner
    .selectFrom("payments as p")
    .innerJoin("real_estates as re", "re.id", "p.real_estate_id")
    .select(["p.id", "p.due_date", "p.status", "p.price", "p.receipt_id", "p.invoice_id", "p.contract_id"])
    .where("re.title", "=", unit)
    .where("p.payment_type", "=", type)
    .where("p.status", "not in", ["deleted", "split"])
    .orderBy("p.due_date")
    .execute();

describe("payments in the browser", () => {
  it("collects an overdue rent in Arabic (its commission paid with it), undoes it, pays it again, issues and downloads its receipt", async () => {
    const page = await paymentsPage("ar", "?view=overdue");
    await rows(page).first().waitFor();
    expect(new Set(await statusesOf(page))).toEqual(new Set(["overdue"]));
    await screenshot(page, "payments-overdue-ar");

    const [overdueRent] = (await paymentsOf("شقة 301", "rent")).filter((row) => row.status === "pending" && row.due_date < today);
    expect(overdueRent).toBeDefined();
    const commissionDue = async () =>
      (await paymentsOf("شقة 301", "commission")).find(
        (row) => row.due_date === overdueRent!.due_date && row.contract_id === overdueRent!.contract_id,
      );
    expect((await commissionDue())?.status).toBe("pending");
    const rentRow = rowWith(page, "شقة 301", "الإيجار", shown(overdueRent!.due_date));
    await poll(() => rentRow.count()).toBe(1);

    await act(page, rentRow, "payment-action-pay");
    const dialog = page.getByTestId("mark-paid-dialog");
    await dialog.waitFor();
    expect(await page.getByTestId("pay-date").inputValue()).toBe(shown(today));
    await page.getByTestId("pay-method").selectOption("bankTransfer");
    await page.getByTestId("pay-notes").fill("حوالة بنك الراجحي");
    // Paid without its receipt this time (ticked by default): it is issued afterwards from the row's menu.
    await setTicked(page.getByTestId("pay-issue-receipt"), false);
    await settled(page.getByTestId("mark-paid-dialog"));
    await screenshot(page, "payments-mark-paid-ar", { fullPage: false });
    await page.getByTestId("mark-paid-confirm").click();
    await dialog.waitFor({ state: "detached" });
    // Neither the rent nor the commission due with it is overdue any more: the commission was auto-paid.
    await poll(() => rowWith(page, "شقة 301", shown(overdueRent!.due_date)).count()).toBe(0);
    expect((await commissionDue())?.status).toBe("paid");

    // The day's payments of the unit: the rent and its commission, both paid.
    const dueDay = overdueRent!.due_date;
    await page.goto(`${demo.base}/payments?from=${dueDay}&to=${dueDay}&searchText=${encodeURIComponent("شقة 301")}`);
    await poll(() => statusesOf(page)).toEqual(["paid", "paid"]);
    expect(await rowWith(page, "العمولة").textContent()).toContain("المؤجر");
    await screenshot(page, "payments-paid-with-commission-ar");

    await act(page, rowWith(page, "الإيجار"), "payment-action-undo");
    await page.getByTestId("undo-dialog").waitFor();
    expect(await page.getByTestId("undo-dialog").textContent()).toContain("شقة 301");
    await page.getByTestId("undo-dialog-confirm").click();
    await page.getByTestId("undo-dialog").waitFor({ state: "detached" });
    await poll(() => rowWith(page, "الإيجار").getByTestId("payment-status").getAttribute("data-status")).toBe("overdue");

    await act(page, rowWith(page, "الإيجار"), "payment-action-pay");
    await page.getByTestId("mark-paid-confirm").click();
    await page.getByTestId("mark-paid-dialog").waitFor({ state: "detached" });
    await poll(() => rowWith(page, "الإيجار").getByTestId("payment-status").getAttribute("data-status")).toBe("paid");

    await act(page, rowWith(page, "الإيجار"), "payment-action-issue-receipt");
    await poll(() => rowWith(page, "الإيجار").getByTestId("payment-documents").textContent()).toMatch(/^RC-\d{6}$/);
    await rowWith(page, "الإيجار").getByTestId("payment-menu").click();
    const [download, response] = await Promise.all([
      page.waitForEvent("download"),
      page.waitForResponse((answer) => /\/api\/receipts\/[0-9a-f-]+\/pdf\?lang=ar$/.test(answer.url())),
      page.getByTestId("payment-download-receipts-ar").click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect(download.suggestedFilename()).toMatch(/^RC-\d{6}\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await paymentsOf("شقة 301", "rent")).find((row) => row.id === overdueRent!.id)?.receipt_id).not.toBeNull();
  });

  it("splits a pending rent in Arabic, with a remainder that must reach zero", async () => {
    const [pendingRent] = (await paymentsOf("شقة 101", "rent")).filter((row) => row.status === "pending");
    const page = await paymentsPage("ar", `?view=pending&type=rent&searchText=${encodeURIComponent("شقة 101")}`);
    await poll(() => rows(page).count()).toBe(1);
    await act(page, rows(page).first(), "payment-action-contacted");
    await page.getByTestId("contacted-notes").fill("وعد بالسداد نهاية الشهر");
    await page.getByTestId("contacted-save").click();
    await page.getByTestId("contacted-dialog").waitFor({ state: "detached" });
    await rows(page).first().getByTestId("payment-contacted").waitFor();

    await act(page, rows(page).first(), "payment-action-split");
    const dialog = page.getByTestId("split-dialog");
    await dialog.waitFor();
    const remainder = page.getByTestId("split-remainder");
    expect(await remainder.getAttribute("data-balanced")).toBe("true");
    const half = Number(pendingRent!.price) / 2;
    expect(await page.getByTestId("split-price-0").inputValue()).toBe(half.toFixed(2));

    await page.getByTestId("split-price-0").fill(String(half - 2000));
    await poll(() => remainder.getAttribute("data-balanced")).toBe("false");
    expect(await remainder.textContent()).toContain("2,000.00");
    expect(await page.getByTestId("split-confirm").isDisabled()).toBe(true);
    await page.getByTestId("split-add-part").click();
    expect(await page.getByTestId("split-price-2").inputValue()).toBe("2000.00");
    await poll(() => remainder.getAttribute("data-balanced")).toBe("true");
    await settled(page.getByTestId("split-dialog"));
    await screenshot(page, "payments-split-ar", { fullPage: false });
    await page.getByTestId("split-confirm").click();
    await dialog.waitFor({ state: "detached" });

    await poll(() => rows(page).count()).toBe(3);
    const parts = (await paymentsOf("شقة 101", "rent")).filter((row) => row.status === "pending").map((row) => Number(row.price));
    expect(parts.sort((a, b) => a - b)).toEqual([2000, half - 2000, half].sort((a, b) => a - b));
  });

  it("adds a monthly maintenance expense for three months in Arabic", async () => {
    const page = await paymentsPage("ar");
    await page.getByTestId("payment-add").click();
    const drawer = page.getByTestId("payment-create-drawer");
    await drawer.waitFor();
    await page.getByTestId("create-category").selectOption("maintenance");
    await page.getByTestId("create-price").fill("٣٥٠");
    await page.getByTestId("create-unit").selectOption({ label: "شقة 102" });
    await page.getByTestId("create-comment").fill("صيانة المصعد الدورية");
    await page.getByTestId("create-repeat").click();
    await page.getByTestId("create-repeat-count").fill("3");
    await settled(page.getByTestId("payment-create-drawer"));
    await screenshot(page, "payments-add-expense-ar", { fullPage: false });
    await page.getByTestId("payment-create-save").click();
    await drawer.waitFor({ state: "detached" });

    await page.goto(`${demo.base}/payments?searchText=${encodeURIComponent("صيانة المصعد")}`);
    await poll(() => rows(page).count()).toBe(3);
    expect(await rows(page).first().textContent()).toContain("−350.00");
    expect(await page.getByTestId("payments-total-expense").textContent()).toContain("1,050.00");
    await screenshot(page, "payments-expenses-ar");

    // The last of them is not needed after all: cancelled (it stays, grey), then deleted.
    await act(page, rows(page).last(), "payment-action-cancel");
    expect(await page.getByTestId("cancel-dialog").textContent()).toContain("شقة 102");
    await page.getByTestId("cancel-dialog-confirm").click();
    await poll(() => statusesOf(page)).toContain("canceled");
    expect(await rowWith(page, "ملغاة").count()).toBe(1);
    await act(page, rowWith(page, "ملغاة"), "payment-action-delete");
    await page.getByTestId("delete-dialog-confirm").click();
    await poll(() => rows(page).count()).toBe(2);
    expect(await page.getByTestId("payments-total-expense").textContent()).toContain("700.00");
  });

  it("marks the overdue payments paid together in English, with their receipts and tax invoices", async () => {
    const page = await paymentsPage("en", "?view=overdue");
    await rows(page).first().waitFor();
    const overdue = await rows(page).count();
    expect(overdue).toBeGreaterThan(0);
    await page.getByTestId("payment-select-page").click();
    await page.getByTestId("payments-action-bar").waitFor();
    await screenshot(page, "payments-selected-en", { fullPage: false });
    await page.getByTestId("payments-pay-selected").click();
    await page.getByTestId("mark-paid-dialog").waitFor();
    expect(await page.getByTestId("mark-paid-dialog").textContent()).toContain(`Mark ${overdue} payment`);
    await setTicked(page.getByTestId("pay-issue-receipt"), true);
    await setTicked(page.getByTestId("pay-issue-invoice"), true);
    await settled(page.getByTestId("mark-paid-dialog"));
    await screenshot(page, "payments-mark-paid-many-en", { fullPage: false });
    await page.getByTestId("mark-paid-confirm").click();
    await page.getByTestId("mark-paid-dialog").waitFor({ state: "detached" });
    await page.getByTestId("empty-state").waitFor();

    // The shop's commercial rent (taxable) got both documents; every overdue payment is paid.
    const [shopRent] = (await paymentsOf("محل تجاري - طريق العليا", "rent")).filter((row) => row.due_date < today).slice(-1);
    expect(shopRent).toMatchObject({ status: "paid" });
    expect(shopRent!.receipt_id).not.toBeNull();
    expect(shopRent!.invoice_id).not.toBeNull();
    await page.getByTestId("payment-view").getByText("Paid", { exact: true }).click();
    const filters = page.getByTestId("payments-table").getByTestId("payment-filters");
    await filters.getByTestId("filter-unit").selectOption({ label: "محل تجاري - طريق العليا" });
    await filters.getByTestId("filter-type").selectOption("rent");
    await poll(() => rows(page).count()).toBe(2);
    expect(await page.getByTestId("payments-table").textContent()).toMatch(/INV-\d{6}/);
    await screenshot(page, "payments-paid-en");
  });

  it("fits a phone in Arabic and English: cards, filters in a drawer, the mark-paid dialog", async () => {
    const page = await paymentsPage("ar", "?view=pending", { width: 390, height: 844 });
    const card = page.getByTestId("payments-table").getByTestId("table-card").first();
    await card.waitFor();
    await screenshot(page, "payments-phone-ar", { fullPage: false });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId("filters-open").click();
    await page.getByTestId("filters-drawer").waitFor();
    await settled(page.getByTestId("filters-drawer"));
    await screenshot(page, "payments-phone-filters-ar", { fullPage: false });
    await page.getByTestId("filters-drawer").getByTestId("filter-type").selectOption("rent");
    await page.keyboard.press("Escape");
    await page.getByTestId("filters-drawer").waitFor({ state: "detached" });
    await poll(() => page.url()).toContain("type=rent");

    await card.getByTestId("payment-menu").click();
    await page.getByTestId("payment-action-pay").click();
    await page.getByTestId("mark-paid-dialog").waitFor();
    await settled(page.getByTestId("mark-paid-dialog"));
    await screenshot(page, "payments-phone-mark-paid-ar", { fullPage: false });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    const english = await paymentsPage("en", "?view=paid", { width: 390, height: 844 });
    await english.getByTestId("payments-table").getByTestId("table-card").first().waitFor();
    await screenshot(english, "payments-phone-en", { fullPage: false });
    expect(await sidewaysOverflow(english)).toBeLessThanOrEqual(0);
  });
  it("takes a Hijri user's dates in their calendar: the filters and the paid date, stored as the Gregorian days", async () => {
    const demoUser = () => owner.updateTable("users").where("phone", "=", TEST_AUTH.demo.phone);
    await demoUser().set({ date_type: "hj" }).execute();
    try {
      const [due] = (await paymentsOf("شقة 201", "rent")).filter((row) => row.status === "pending");
      expect(due).toBeDefined();
      const page = await paymentsPage("ar", `?searchText=${encodeURIComponent("شقة 201")}`);
      await page.getByTestId("filter-from").fill(hijriOf(due!.due_date));
      await page.getByTestId("filter-to").fill(hijriOf(due!.due_date));
      await poll(() => page.url()).toContain(`from=${due!.due_date}&to=${due!.due_date}`);
      const rent = rowWith(page, "الإيجار");
      await poll(() => rent.count()).toBe(1);
      expect(await rent.textContent()).toContain(`${hijriOf(due!.due_date)} هـ`);

      await act(page, rent, "payment-action-pay");
      await page.getByTestId("mark-paid-dialog").waitFor();
      expect(await page.getByTestId("pay-date").inputValue()).toBe(hijriOf(today));
      await settled(page.getByTestId("mark-paid-dialog"));
      await screenshot(page, "payments-mark-paid-hijri-ar", { fullPage: false });
      await page.getByTestId("mark-paid-confirm").click();
      await page.getByTestId("mark-paid-dialog").waitFor({ state: "detached" });
      const paid = await owner.selectFrom("payments").select(["status", "paid_date"]).where("id", "=", due!.id).executeTakeFirstOrThrow();
      expect(paid).toEqual({ status: "paid", paid_date: today });
    } finally {
      await demoUser().set({ date_type: "md" }).execute();
    }
  });
});
