import { callerFor, lastOtp, TEST_AUTH } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, setTicked, settled, sidewaysOverflow } from "./browser.ts";

// A new organization marks a lease taxable: the way to its first tax invoice goes through the VAT number, asked where
// it is needed (the contract stepper) and explained where it is missing (the mark-paid dialog, the invoices page).

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const VAT_NO = "310123456700003";

/** Polls longer than vitest's default second: a busy machine takes more to refetch and render. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const demoOrgId = async () =>
  (await owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow()).org_id!;

/** The demo organization as a new one is: no VAT number, so not VAT-registered. */
async function withoutVatNo(): Promise<void> {
  await owner
    .updateTable("organizations")
    .set({ vat_no: null, vat_registered: false })
    .where("id", "=", await demoOrgId())
    .execute();
}

const vatOfOrganization = async () =>
  owner
    .selectFrom("organizations")
    .select(["vat_no", "vat_registered", "title"])
    .where("id", "=", await demoOrgId())
    .executeTakeFirstOrThrow();

const idOf = async (table: "real_estates" | "contacts", column: "title" | "name", value: string) =>
  (
    await owner
      .selectFrom(table)
      .select("id")
      .where("org_id", "=", await demoOrgId())
      .where(column, "=", value)
      .executeTakeFirstOrThrow()
  ).id;

/** The browser's today, typed as the user types Gregorian dates, and as stored. */
function today() {
  const now = new Date();
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  return { iso, typed: iso.replaceAll("-", "/") };
}

const TEXTS = {
  ar: { invalid: "قيمة هذا الحقل غير صحيحة", vatNoMissing: "لا يوجد رقم ضريبي لمنشأتك", rent: "الإيجار" },
  en: { invalid: "This field is invalid", vatNoMissing: "your organization has no VAT number", rent: "Rent" },
};

/**
 * The stepper from a vacant unit and a tenant to the period step, a taxable lease starting today and paid monthly; the
 * stepper then asks for the VAT number.
 */
async function taxableLease(lang: "ar" | "en", viewport: typeof PHONE, unitTitle: string): Promise<Page> {
  const unit = await idOf("real_estates", "title", unitTitle);
  const tenant = await idOf("contacts", "name", "سارة بنت خالد الشهري");
  const page = await demo.signedIn(lang, `/contracts/new?unit=${unit}&tenant=${tenant}`, viewport);
  await page.getByTestId("contract-wizard").waitFor();
  await page.getByTestId("wizard-next").click();
  await page.getByTestId("wizard-start").fill(today().typed);
  await page.getByTestId("wizard-preset-1").click();
  await page.getByTestId("wizard-interval").selectOption("1");
  await page.getByTestId("wizard-yearly-rent").fill("60000");
  expect(await page.getByTestId("wizard-vat-prompt").count()).toBe(0);
  await page.getByTestId("wizard-taxable").click();
  await page.getByTestId("wizard-vat-prompt").waitFor();
  return page;
}

/** Signs the lease, marks its first rent paid with its tax invoice, and finds the invoice listed. */
async function signPayAndInvoice(page: Page, shot: string): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  for (let step = 0; step < 2; step += 1) await page.getByTestId("wizard-next").click();
  await page.getByTestId("wizard-review").waitFor();
  // The rent carries VAT: 5,000.00 a month and 750.00 VAT.
  await poll(() =>
    page
      .getByTestId("wizard-schedule-row")
      .evaluateAll((rows) => rows.filter((row) => row.dataset.type === "rent").map((row) => row.dataset.vat)),
  ).toContain("750.00");
  await page.getByTestId("wizard-sign").click();
  await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
  const contractId = page.url().split("/").at(-1)!;

  await page.goto(`${demo.base}/payments?contract=${contractId}&type=rent`);
  const rows = page.getByTestId("payments-table").getByTestId(phone ? "table-card" : "table-row");
  const first = rows.filter({ hasText: today().typed });
  await poll(() => first.count()).toBe(1);
  await first.getByTestId("payment-menu").click();
  await page.getByTestId("payment-action-pay").click();
  await page.getByTestId("mark-paid-dialog").waitFor();
  await setTicked(page.getByTestId("pay-issue-invoice"), true);
  expect(await page.getByTestId("pay-no-invoice").count()).toBe(0);
  await settled(page.getByTestId("mark-paid-dialog"));
  await screenshot(page, `${shot}-mark-paid`, { fullPage: false });
  await page.getByTestId("mark-paid-confirm").click();
  await page.getByTestId("mark-paid-dialog").waitFor({ state: "detached" });
  await poll(() => first.getByTestId("payment-documents").textContent()).toMatch(/INV-\d{6}/);
  const invoiceNumber = (await first.getByTestId("payment-documents").textContent())!.match(/INV-\d{6}/)![0];

  await page.goto(`${demo.base}/invoices`);
  const listed = page
    .getByTestId("invoices-table")
    .getByTestId(phone ? "table-card" : "table-row")
    .filter({ hasText: invoiceNumber });
  await poll(() => listed.count()).toBe(1);
  expect(await listed.textContent()).toContain("سارة بنت خالد الشهري");
  await screenshot(page, `${shot}-invoices`);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

describe("the way to a tax invoice for an organization without a VAT number", () => {
  it("in Arabic on a phone: the stepper asks for the VAT number, refuses a bad one, saves a good one, and the rent gets its invoice", async () => {
    await withoutVatNo();
    const payments = await demo.signedIn("ar", "/payments?view=pending&type=rent", PHONE);
    const pending = payments.getByTestId("payments-table").getByTestId("table-card").first();
    await pending.waitFor();
    await pending.getByTestId("payment-menu").click();
    await payments.getByTestId("payment-action-pay").click();
    expect(await payments.getByTestId("pay-no-invoice").textContent()).toContain(TEXTS.ar.vatNoMissing);
    expect(await payments.getByTestId("pay-issue-invoice").count()).toBe(0);
    await payments.getByTestId("pay-no-invoice").scrollIntoViewIfNeeded();
    await settled(payments.getByTestId("mark-paid-dialog"));
    await screenshot(payments, "vat-missing-mark-paid-phone-ar", { fullPage: false });
    await payments.context().close();

    const page = await taxableLease("ar", PHONE, "شقة 202");
    await settled(page.getByTestId("wizard-vat-prompt"));
    await page.getByTestId("wizard-vat-prompt").scrollIntoViewIfNeeded();
    await screenshot(page, "vat-prompt-phone-ar", { fullPage: false });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId("wizard-vat-no").fill("٢١٠١٢٣٤٥٦٧٠٠٠٠٣");
    await page.getByTestId("wizard-vat-save").click();
    await poll(() => page.getByTestId("wizard-vat-form").textContent()).toContain(TEXTS.ar.invalid);
    expect((await vatOfOrganization()).vat_registered).toBe(false);
    await screenshot(page, "vat-prompt-invalid-phone-ar", { fullPage: false });

    await page.getByTestId("wizard-vat-no").fill("٣١٠١٢٣٤٥٦٧٠٠٠٠٣");
    await page.getByTestId("wizard-vat-save").click();
    await page.getByTestId("wizard-vat-prompt").waitFor({ state: "detached" });
    // One toast says the number was saved, not a generic one beside it.
    await poll(() => page.getByTestId("toast-success").count()).toBe(1);
    expect(await page.getByTestId("toast-success").textContent()).toContain("حُفظ الرقم الضريبي");
    expect(await vatOfOrganization()).toMatchObject({ vat_no: VAT_NO, vat_registered: true });

    await signPayAndInvoice(page, "vat-flow-phone-ar");
    await page.context().close();
  });

  it("in English on a desktop: the same way, and the payment dialog and invoices page say why while the number is missing", async () => {
    await withoutVatNo();
    const payments = await demo.signedIn("en", "/payments?view=pending&type=rent", DESKTOP);
    const pending = payments.getByTestId("payments-table").getByTestId("table-row").first();
    await pending.waitFor();
    await pending.getByTestId("payment-menu").click();
    await payments.getByTestId("payment-action-pay").click();
    await payments.getByTestId("mark-paid-dialog").waitFor();
    expect(await payments.getByTestId("pay-issue-invoice").count()).toBe(0);
    expect(await payments.getByTestId("pay-no-invoice").textContent()).toContain(TEXTS.en.vatNoMissing);
    await settled(payments.getByTestId("mark-paid-dialog"));
    await screenshot(payments, "vat-missing-mark-paid-en", { fullPage: false });
    await payments.getByTestId("pay-add-vat-no").click();
    await payments.waitForURL(/\/MainManagement\?tab=MainInformation&return=%2Fpayments/);
    await payments.context().close();

    const page = await taxableLease("en", DESKTOP, "شقة 302");
    await page.getByTestId("wizard-vat-no").fill("31012345670000");
    await page.getByTestId("wizard-vat-save").click();
    await poll(() => page.getByTestId("wizard-vat-form").textContent()).toContain(TEXTS.en.invalid);
    await screenshot(page, "vat-prompt-invalid-en");
    await page.getByTestId("wizard-vat-no").fill(VAT_NO);
    await page.getByTestId("wizard-vat-save").click();
    await page.getByTestId("wizard-vat-prompt").waitFor({ state: "detached" });
    expect(await vatOfOrganization()).toMatchObject({ vat_no: VAT_NO, vat_registered: true });
    await signPayAndInvoice(page, "vat-flow-en");
    await page.context().close();
  });

  it("asks an organization without a name for it with the VAT number, and keeps the lease's terms", async () => {
    await withoutVatNo();
    const orgId = await demoOrgId();
    const saved = await vatOfOrganization();
    await owner.updateTable("organizations").set({ title: null }).where("id", "=", orgId).execute();

    const page = await taxableLease("en", DESKTOP, "شقة 102");
    await page.getByTestId("wizard-vat-no").fill(VAT_NO);
    await page.getByTestId("wizard-vat-save").click();
    await poll(() => page.getByTestId("wizard-vat-form").textContent()).toContain("This field is required");
    expect((await vatOfOrganization()).vat_registered).toBe(false);
    await screenshot(page, "vat-prompt-no-main-information-en", { fullPage: false });

    await page.getByTestId("wizard-vat-title").fill(saved.title!);
    await page.getByTestId("wizard-vat-save").click();
    await page.getByTestId("wizard-vat-prompt").waitFor({ state: "detached" });
    expect(await vatOfOrganization()).toMatchObject({ title: saved.title, vat_no: VAT_NO, vat_registered: true });
    expect(await page.getByTestId("wizard-interval").inputValue()).toBe("1");
    expect(await page.getByTestId("wizard-taxable").locator("input").isChecked()).toBe(true);
    await page.context().close();
  });

  it("tells a newly signed-up organization on the empty invoices page that tax invoices need its VAT number, in Arabic and English", async () => {
    const phone = "559870011";
    const password = "Strong@Pass1";
    const signup = await callerFor(demo.services, null).auth.signup({
      name: "سلمان الغامدي",
      phone: `0${phone}`,
      email: "salman@example.sa",
      password,
    });
    await callerFor(demo.services, null).auth.verify({ challenge: signup.challenge, otp: await lastOtp(owner, phone) });

    const page = await demo.newPage(PHONE);
    await page.goto(`${demo.base}/login`);
    await page.getByTestId("login-phone").fill(`0${phone}`);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("otp-submit").waitFor();
    await page.getByTestId("otp-input").fill(await lastOtp(owner, phone));
    await page.getByTestId("otp-submit").click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${demo.base}/invoices`);
    await poll(() => page.getByTestId("empty-state").textContent()).toContain("تحتاج الفواتير الضريبية إلى الرقم الضريبي");
    await screenshot(page, "vat-missing-invoices-phone-ar");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.setViewportSize(DESKTOP);
    await page.getByTestId("lang-switch").click();
    await poll(() => page.getByTestId("empty-state").textContent()).toContain("Tax invoices need your organization's VAT number");
    await screenshot(page, "vat-missing-invoices-en");
    await page.getByTestId("invoices-add-vat-no").click();
    await page.waitForURL(/\/MainManagement\?tab=MainInformation&return=%2Finvoices$/);
    await page.getByTestId("main-information-return").waitFor();
    await screenshot(page, "vat-missing-settings-return-en");
    await page.context().close();
  });
});
