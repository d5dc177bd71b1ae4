import { callerFor, demoCaller } from "@amlak/api/testing";
import { add, money } from "@amlak/money";
import type { Locator, Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, setTicked } from "./browser.ts";

const demo = new DemoInBrowser();
const poll = expect.poll;
type Lang = "ar" | "en";

/** What each language names on the way; every run makes its own records. */
const NAMES: Record<Lang, { lessor: string; tenant: string; compound: string }> = {
  ar: { lessor: "خالد بن فهد المالكي", tenant: "عبدالرحمن بن سعيد الغامدي", compound: "مجمع الرحاب" },
  en: { lessor: "Khalid Al-Malki", tenant: "Abdulrahman Al-Ghamdi", compound: "Al Rehab Compound" },
};

const api = async () => callerFor(demo.services, await demoCaller(demo.services));

async function addContact(page: Page, type: "lessor" | "tenant", name: string, phone: string) {
  await page.goto(`${demo.base}/contacts`);
  await page.getByTestId("contact-add").click();
  await page.getByTestId("contact-type").selectOption(type);
  await page.getByTestId("contact-name").fill(name);
  await page.getByTestId("contact-phone").fill(phone);
  await page.getByTestId("contact-save").click();
  await page.getByTestId("contact-drawer").waitFor({ state: "detached" });
}

/** The first instalment of a type on the contract page's schedule (a table row, or a card on a phone). */
const firstOf = (page: Page, type: string): Locator =>
  page
    .locator(`[data-testid="schedule-group"][data-type="${type}"]`)
    .locator('[data-testid="schedule-row"], [data-testid="schedule-card"]')
    .filter({ visible: true })
    .first();

async function act(page: Page, row: Locator, action: string) {
  await row.getByTestId("payment-menu").click();
  await page.getByTestId(action).click();
}

/** Picks a contact by name in a picker that shows each name with its phone ("name · +966 5X XXX XXXX"). */
async function chooseContact(select: Locator, name: string) {
  const option = select.locator("option").filter({ hasText: `${name} · ` });
  await select.selectOption((await option.getAttribute("value"))!);
}

/** The journey of issue #8: people, a compound with two units, a monthly lease, rent collected and invoiced, the lease cancelled. */
async function journey(lang: Lang, width: number, run: number) {
  const names = { ...NAMES[lang], compound: `${NAMES[lang].compound} ${run}` };
  const lessor = `${names.lessor} ${run}`;
  const tenant = `${names.tenant} ${run}`;
  const shot = (name: string, options?: { fullPage?: boolean }) =>
    screenshot(page, `journey-${name}-${lang}${width < 768 ? "-phone" : ""}`, options);
  const page = await demo.signedIn(lang, undefined, { width, height: 900 });

  await addContact(page, "lessor", lessor, `056111220${run}`);
  await addContact(page, "tenant", tenant, `056111221${run}`);
  await shot("contacts");

  await page.goto(`${demo.base}/properties`);
  await page.getByTestId("estate-add").click();
  await page.getByTestId("estate-add-building").click();
  await page.getByTestId("estate-name").fill(names.compound);
  await chooseContact(page.getByTestId("estate-lessor_id"), lessor);
  await page.getByTestId("estate-city").selectOption("riyadh");
  await page.getByTestId("units-floors").fill("1");
  await page.getByTestId("units-units_per_floor").fill("2");
  await page.getByTestId("estate-save").click();
  await poll(() =>
    page
      .getByTestId("estate-units")
      .getByTestId(width < 768 ? "table-card" : "table-row")
      .count(),
  ).toBe(2);
  await shot("compound");

  await page.getByTestId("estate-units").getByText("101", { exact: true }).filter({ visible: true }).click();
  await page.getByTestId("estate-new-contract").click();
  await page.getByTestId("contract-wizard").waitFor();
  await chooseContact(page.getByTestId("wizard-tenant"), tenant);
  await poll(() => page.getByTestId("wizard-lessor").locator("option").first().textContent()).toContain(lessor);
  await page.getByTestId("wizard-next").click();
  const today = new Date();
  const start = `${today.getFullYear()}/${String(today.getMonth() + 1).padStart(2, "0")}/01`;
  await page.getByTestId("wizard-start").fill(start);
  await page.getByTestId("wizard-preset-1").click();
  await page.getByTestId("wizard-interval").selectOption("1");
  await page.getByTestId("wizard-yearly-rent").fill("36000");
  await page.getByTestId("wizard-taxable").click();
  await page.getByTestId("wizard-next").click();
  await page.getByTestId("wizard-annual_commission").fill("1200");
  await page.getByTestId("wizard-next").click();
  await page.getByTestId("wizard-review").waitFor();
  const reviewed = await page
    .getByTestId("wizard-schedule-row")
    .evaluateAll((rows) => rows.map((row) => [row.dataset.due!, row.dataset.type!, row.dataset.price!, row.dataset.vat!].join(" ")));
  await shot("review");
  await page.getByTestId("wizard-sign").click();
  await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
  const contractId = page.url().split("/").at(-1)!;
  const stored = (await (await api()).contracts.payments({ id: contractId })).map((payment) =>
    [payment.due_date, payment.payment_type, payment.price.toFixed(2), payment.vat.toFixed(2)].join(" "),
  );
  expect(stored.sort()).toEqual([...reviewed].sort());
  expect(stored.filter((row) => row.includes(" rent "))).toHaveLength(12);

  // Rent collected: its commission follows (auto-pay), undone together, collected again.
  await firstOf(page, "rent").waitFor();
  // Collected without documents (both ticked by default, and the choice is remembered): the invoice comes later.
  await act(page, firstOf(page, "rent"), "payment-action-pay");
  await setTicked(page.getByTestId("pay-issue-receipt"), false);
  await setTicked(page.getByTestId("pay-issue-invoice"), false);
  await page.getByTestId("mark-paid-confirm").click();
  await page.getByTestId("mark-paid-dialog").waitFor({ state: "detached" });
  await poll(() => firstOf(page, "rent").getAttribute("data-status")).toBe("paid");
  await poll(() => firstOf(page, "commission").getAttribute("data-status")).toBe("paid");
  await shot("paid");
  await act(page, firstOf(page, "rent"), "payment-action-undo");
  await page.getByTestId("undo-dialog-confirm").click();
  await poll(() => firstOf(page, "rent").getAttribute("data-status")).toBe("pending");
  await act(page, firstOf(page, "rent"), "payment-action-pay");
  await page.getByTestId("mark-paid-confirm").click();
  await page.getByTestId("mark-paid-dialog").waitFor({ state: "detached" });
  await poll(() => firstOf(page, "rent").getAttribute("data-status")).toBe("paid");

  // The tax invoice, downloaded as a PDF.
  await act(page, firstOf(page, "rent"), "payment-action-issue-invoice");
  await poll(async () => (await (await api()).contracts.payments({ id: contractId })).some((payment) => payment.invoice_id)).toBe(true);
  await firstOf(page, "rent").getByTestId("payment-menu").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`payment-download-invoices-${lang}`).click()]);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The instalment's history: paid, undone, paid again, invoiced — newest first.
  await act(page, firstOf(page, "rent"), "payment-action-history");
  await page.getByTestId("payment-history").getByTestId("history-event").first().waitFor();
  const told = await page
    .getByTestId("payment-history")
    .getByTestId("history-event")
    .evaluateAll((events) => events.map((event) => event.getAttribute("data-type")));
  expect(told.slice(0, 4)).toEqual(["InvoiceIssued", "PaymentMarkedPaid", "PaymentUndone", "PaymentMarkedPaid"]);
  await shot("payment-history", { fullPage: false });
  await page.keyboard.press("Escape");
  await page.getByTestId("payment-history").waitFor({ state: "detached" });

  // The books agree: the trial balance is zero, the contract's paid figure is the sum of its paid rows.
  const client = await api();
  expect((await client.books.trialBalance()).total).toBe("0.00");
  const payments = await client.contracts.payments({ id: contractId });
  const paidRows = payments.filter((payment) => payment.status === "paid" && payment.party === "tenant");
  const figures = await client.contracts.figures({ id: contractId });
  expect(figures.paid?.toFixed(2)).toBe(add(money(0), ...paidRows.map((payment) => payment.price.plus(payment.vat))).toFixed(2));

  await page.getByTestId("contract-cancel").click();
  await page.getByTestId("cancel-contract-instalments").waitFor();
  await shot("cancel", { fullPage: false });
  await page.getByTestId("cancel-contract-confirm").click();
  await poll(() => page.getByTestId("contract-status").getAttribute("data-status")).toBe("Contract_Cancelled");
  await shot("cancelled");
  const after = await client.contracts.payments({ id: contractId });
  expect(after.filter((payment) => payment.status === "pending")).toEqual([]);
  expect((await client.books.trialBalance()).total).toBe("0.00");
}

describe("the core job in the browser", () => {
  it("runs in Arabic: a compound and its units, the people, a monthly lease signed, rent collected, invoiced, and the lease cancelled", () =>
    journey("ar", 1366, 1));
  it("runs in English the same way", () => journey("en", 1366, 2));
  it("runs at phone width in Arabic", () => journey("ar", 390, 3));
});
