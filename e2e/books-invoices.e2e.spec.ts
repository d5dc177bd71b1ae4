import { callerFor, demoCaller } from "@amlak/api/testing";
import { onboardZatca, submitPendingInvoices } from "@amlak/ledger";
import { JOURNAL_ACCOUNTS } from "@amlak/schemas";
import type { Locator, Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const PHONE = { width: 390, height: 844 };
/** Polls wait for the server under the load of other test files, not only the default second. */
const SLOW = { timeout: 10_000 };

/** What the test issued for the demo account, which has paid rent but no documents yet. */
const issued = { invoiceId: "", invoiceNumber: "", receiptNumber: "", contractId: "", tenantId: "" };
const printed = (prefix: string, number: number) => `${prefix}-${String(number).padStart(6, "0")}`;

/** The demo organization onboarded with ZATCA: its invoice is signed, and ZATCA reports it with a warning. */
async function onboardWithZatca(orgId: string) {
  const { owner, app } = demo.services.database;
  const { secretsKey } = demo.services;
  await owner.updateTable("organizations").set({ commercial_registration_no: "1010000000" }).where("id", "=", orgId).execute();
  const address = { street: "العليا", buildingNumber: "7235", district: "العليا", city: "الرياض", postalCode: "12211" };
  await onboardZatca(owner, orgId, address, new Date(), secretsKey);
  return () =>
    submitPendingInvoices(
      app,
      { orgId, actor: "zatca-job", requestId: "zatca-e2e", now: new Date(), secretsKey },
      {
        report: () => Promise.resolve({ status: "reported", reasons: [], warnings: [ZATCA_WARNING] }),
        clear: () => Promise.reject(new Error("no standard documents here")),
      },
    );
}
const ZATCA_WARNING = "BR-KSA-98: The simplified invoice should be submitted within 24 hours";

beforeAll(async () => {
  const caller = await demoCaller(demo.services);
  const api = callerFor(demo.services, caller);
  const reportToZatca = await onboardWithZatca(caller.orgId);
  const paid = await demo.services.database.owner
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .innerJoin("users as u", "u.org_id", "p.org_id")
    .select(["p.id", "c.id as contractId", "c.tenant_id as tenantId", "c.is_taxable"])
    .where("u.phone", "=", "500000001")
    .where("p.status", "=", "paid")
    .where("p.payment_type", "=", "rent")
    .orderBy("p.due_date")
    .execute();
  const taxable = paid.find((payment) => payment.is_taxable)!;
  const invoice = await api.invoices.issue({ payment_ids: [taxable.id] });
  await reportToZatca();
  issued.contractId = taxable.contractId;
  issued.tenantId = taxable.tenantId;
  const receipt = await api.receipts.issue({ id: paid.find((payment) => !payment.is_taxable)!.id });
  issued.invoiceId = invoice.id;
  issued.invoiceNumber = printed("INV", invoice.number);
  issued.receiptNumber = printed("RC", receipt.number);
});

const signedIn = (path: string, lang: "ar" | "en", viewport?: { width: number; height: number }) => demo.signedIn(lang, path, viewport);

/** Waits until every row (or card) of the list on screen shows `text`: the filtered page has arrived. */
const everyRowShows = (rows: Locator, text: string) =>
  expect.poll(async () => (await rows.allTextContents()).every((row) => row.includes(text)), SLOW).toBe(true);

/** Downloads the open document and answers its file name and whether it is a PDF. */
async function downloadDocument(page: Page): Promise<{ name: string; isPdf: boolean }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("document-download").click()]);
  const body = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), isPdf: body.subarray(0, 5).toString("latin1") === "%PDF-" };
}

/** What the console says of a Content-Security-Policy violation (a blocked worker, frame, eval or font) from now on. */
function policyViolations(page: Page): string[] {
  const said: string[] = [];
  const note = (text: string) => /content.security.policy|violates/i.test(text) && said.push(text);
  page.on("console", (message) => note(message.text()));
  page.on("pageerror", (error) => note(error.message));
  return said;
}

/** How many pixels of a drawn page are not white: its text, lines and logo. */
const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext("2d")!.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) if (Math.min(data[index]!, data[index + 1]!, data[index + 2]!) < 200) inked++;
    return inked;
  });

/**
 * Finds the open document's pages drawn in the page (pdf.js, not the browser's plug-in) with their count, zooms in and
 * back to the width, and prints the pages from the page itself; answers the width of the first page as fitted.
 */
async function expectDocumentDrawn(page: Page): Promise<number> {
  const viewer = page.getByTestId("document-viewer");
  const drawn = viewer.locator("[data-testid=pdf-page][data-drawn]");
  await drawn.first().waitFor(SLOW);
  const pages = await viewer.getByTestId("pdf-page").count();
  expect(pages).toBeGreaterThan(0);
  expect(await viewer.getByTestId("pdf-page-count").textContent()).toMatch(new RegExp(`1\\D+${pages}$`));
  expect(await inkedPixels(drawn.first())).toBeGreaterThan(2_000);

  const fitted = (await drawn.first().boundingBox())!.width;
  await viewer.getByTestId("pdf-zoom-in").click();
  await expect.poll(async () => (await drawn.first().boundingBox())?.width ?? 0, SLOW).toBeGreaterThan(fitted * 1.05);
  expect(await viewer.getByTestId("pdf-zoom").textContent()).toMatch(/\d+%/);
  await viewer.getByTestId("pdf-zoom-fit").click();
  await expect.poll(async () => Math.round((await drawn.first().boundingBox())?.width ?? 0), SLOW).toBe(Math.round(fitted));

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", String(document.querySelectorAll("#pdf-print img").length));
  });
  await viewer.getByTestId("document-print").click();
  await expect.poll(() => page.locator("body").getAttribute("data-printed"), SLOW).toBe(String(pages));
  return fitted;
}

describe("the books in the browser", () => {
  it("shows the journal in Arabic, filters it by account, and shows the trial balance balanced", async () => {
    const page = await signedIn("/books", "ar");
    const table = page.getByTestId("journal-table");
    await table.getByTestId("table-row").first().waitFor();
    await expect.poll(() => table.getByTestId("table-row").count(), SLOW).toBe(10);
    await expect.poll(() => page.getByTestId("page-title").textContent(), SLOW).toMatch(/[\u0600-\u06FF]/);
    await screenshot(page, "books-journal-ar");

    await page.getByTestId("journal-account").selectOption("cash_bank");
    await page.waitForURL(/[?&]account=cash_bank/);
    await everyRowShows(table.getByTestId("table-row"), "النقد والبنك");
    expect((await table.getByTestId("table-row").allTextContents()).some((row) => row.includes("ذمم المستأجرين"))).toBe(false);
    // Every received rent links to its contract.
    expect(await table.getByTestId("journal-link-contract").count()).toBeGreaterThan(0);
    await screenshot(page, "books-journal-cash-ar");

    await page.getByTestId("books-tab-trial-balance").click();
    await page.waitForURL(/[?&]tab=trialBalance/);
    const check = page.getByTestId("trial-balance-check");
    await expect.poll(() => check.getAttribute("data-balanced"), SLOW).toBe("true");
    expect(await check.textContent()).toContain("متوازن");
    expect(await page.getByTestId("trial-balance-row").count()).toBe(JOURNAL_ACCOUNTS.length);
    await screenshot(page, "books-trial-balance-ar");
    await page.context().close();
  });

  it("filters the journal by a contract from the link in English and opens the contract the line belongs to", async () => {
    const page = await signedIn("/books", "en");
    const table = page.getByTestId("journal-table");
    await table.getByTestId("table-row").first().waitFor();
    const contractPicker = page.getByTestId("journal-contract");
    await contractPicker.click();
    const option = page.getByTestId("journal-contract-option").first();
    await option.waitFor();
    await screenshot(page, "books-contract-picker-en", { fullPage: false });
    const contractId = await option.getAttribute("data-contract-id");
    await option.click();
    await page.waitForURL(new RegExp(`[?&]contract=${contractId}`));
    await page.getByTestId("journal-account").selectOption("tenant_receivable");
    await everyRowShows(table.getByTestId("table-row"), "Tenant receivables");
    // The filters live in the URL: a reload (or a shared link) shows the same lines.
    const range = await table.getByTestId("table-range").textContent();
    await page.reload();
    await expect.poll(() => table.getByTestId("table-range").textContent(), SLOW).toBe(range);
    expect(await contractPicker.getAttribute("data-value")).toBe(contractId);
    await screenshot(page, "books-journal-contract-en");
    const hrefs = await table.getByTestId("journal-link-contract").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set([`/contracts/${contractId}`]));

    await page.getByTestId("books-tab-trial-balance").click();
    await expect.poll(() => page.getByTestId("trial-balance-check").textContent(), SLOW).toContain("Balanced");
    await screenshot(page, "books-trial-balance-en");
    await page.context().close();
  });

  it("fits a phone in Arabic: the journal as cards, the trial balance as cards with its check", async () => {
    const page = await signedIn("/books", "ar", PHONE);
    await page.getByTestId("journal-table").getByTestId("table-card").first().waitFor();
    await expect.poll(() => page.getByTestId("journal-table").getByTestId("table-card").count(), SLOW).toBe(10);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "books-journal-phone-ar");
    await page.getByTestId("journal-table").getByTestId("table-card").first().scrollIntoViewIfNeeded();
    await screenshot(page, "books-journal-cards-phone-ar", { fullPage: false });
    // The filters fold behind one button on a phone.
    expect(await page.getByTestId("journal-account").isVisible()).toBe(false);
    await page.getByTestId("journal-filters-toggle").click();
    await page.getByTestId("journal-account").selectOption("vat_output");
    await page.waitForURL(/[?&]account=vat_output/);
    const cards = page.getByTestId("journal-table").getByTestId("table-card");
    await everyRowShows(cards, "ضريبة القيمة المضافة المستحقة");
    expect(await page.getByTestId("journal-filters-toggle").textContent()).toContain("1");
    await screenshot(page, "books-journal-filters-phone-ar", { fullPage: false });
    await page.getByTestId("books-tab-trial-balance").click();
    await expect.poll(() => page.getByTestId("trial-balance-check").getAttribute("data-balanced"), SLOW).toBe("true");
    expect(await page.getByTestId("trial-balance-card").count()).toBe(JOURNAL_ACCOUNTS.length);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "books-trial-balance-phone-ar");
    await page.context().close();
  });
});

describe("invoices and receipts in the browser", () => {
  it("opens a tax invoice in Arabic, downloads its PDF, and switches the document to English", async () => {
    const page = await signedIn("/invoices", "ar");
    const row = page.getByTestId("invoices-table").getByTestId("table-row").filter({ hasText: issued.invoiceNumber });
    await row.waitFor();
    await screenshot(page, "invoices-list-ar");
    const violations = policyViolations(page);
    await row.click();
    await page.waitForURL(/[?&]invoice=/);
    const viewer = page.getByTestId("document-viewer");
    await viewer.getByTestId("document-pdf").waitFor();
    await expect.poll(() => viewer.textContent(), SLOW).toContain(issued.invoiceNumber);
    // Reported by ZATCA with a warning: the badge says so and the warning is listed as ZATCA wrote it.
    expect(await viewer.getByTestId("zatca-details").getByTestId("zatca-status").textContent()).toBe("مُبلَّغ عنها مع تحذيرات");
    expect(await viewer.getByTestId("zatca-warnings").textContent()).toContain(ZATCA_WARNING);
    await expectDocumentDrawn(page);
    await settled(page.getByTestId("document-viewer"));
    await screenshot(page, "invoices-viewer-ar", { fullPage: false });

    expect(await downloadDocument(page)).toEqual({ name: `${issued.invoiceNumber}.pdf`, isPdf: true });

    const english = page.waitForResponse((response) => /\/api\/invoices\/[^/]+\/pdf\?lang=en/.test(response.url()) && response.ok());
    await viewer.getByTestId("document-lang").getByText("English").click();
    expect((await english).headers()["content-type"]).toContain("application/pdf");
    await viewer.getByTestId("document-pdf").waitFor();
    await viewer.locator("[data-testid=pdf-page][data-drawn]").first().waitFor(SLOW);
    await screenshot(page, "invoices-viewer-english-document-ar", { fullPage: false });
    expect(await downloadDocument(page)).toEqual({ name: `${issued.invoiceNumber}.pdf`, isPdf: true });
    expect(violations).toEqual([]);

    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    expect(page.url()).not.toContain("invoice=");
    await page.context().close();
  });

  it("issues a credit note on the invoice in Arabic and a debit note in English, each opening as its own PDF", async () => {
    const issueNote = async (page: Page, type: "credit" | "debit", amount: string, shot: string) => {
      const viewer = page.getByTestId("document-viewer");
      await viewer.getByTestId(`issue-${type}-note`).click();
      const drawer = page.getByTestId("credit-note-drawer");
      await drawer.waitFor();
      await drawer.getByTestId("credit-note-reason").selectOption(type === "credit" ? "value_change" : "supply_change");
      await drawer.getByTestId("credit-note-details").fill(type === "credit" ? "خصم متفق عليه" : "Extra service");
      await drawer.getByTestId("credit-note-amount").fill(amount);
      await screenshot(page, shot, { fullPage: false });
      await drawer.getByTestId("credit-note-save").click();
      await page.waitForURL(/[?&]note=/);
    };

    const ar = await signedIn(`/invoices?invoice=${issued.invoiceId}`, "ar");
    await ar.getByTestId("document-viewer").getByTestId("invoice-notes").waitFor(SLOW);
    await issueNote(ar, "credit", "١٠٠", "invoices-credit-note-drawer-ar");
    const viewer = ar.getByTestId("document-viewer");
    await expect.poll(() => viewer.textContent(), SLOW).toContain("CN-000001");
    expect(await viewer.getByTestId("note-corrects").textContent()).toContain(issued.invoiceNumber);
    expect(await viewer.textContent()).toContain("إشعار دائن");
    await expectDocumentDrawn(ar);
    await settled(viewer);
    await screenshot(ar, "invoices-credit-note-viewer-ar", { fullPage: false });
    expect(await downloadDocument(ar)).toEqual({ name: "CN-000001.pdf", isPdf: true });
    await ar.context().close();

    const en = await signedIn(`/invoices?invoice=${issued.invoiceId}`, "en");
    expect(await en.getByTestId("document-viewer").getByTestId("zatca-details").getByTestId("zatca-status").textContent()).toBe(
      "Reported with warnings",
    );
    const notes = en.getByTestId("document-viewer").getByTestId("invoice-note");
    await expect.poll(() => notes.allTextContents(), SLOW).toEqual([expect.stringContaining("CN-000001")]);
    await issueNote(en, "debit", "50", "invoices-debit-note-drawer-en");
    await expect.poll(() => en.getByTestId("document-viewer").textContent(), SLOW).toContain("DN-000001");
    expect(await en.getByTestId("document-viewer").textContent()).toContain("Debit note");
    await en.locator("[data-testid=pdf-page][data-drawn]").first().waitFor(SLOW);
    await settled(en.getByTestId("document-viewer"));
    await screenshot(en, "invoices-debit-note-viewer-en", { fullPage: false });
    expect(await downloadDocument(en)).toEqual({ name: "DN-000001.pdf", isPdf: true });

    // The invoice stays as issued; the invoices list names its notes.
    await en.keyboard.press("Escape");
    const row = en.getByTestId("invoices-table").getByTestId("table-row").filter({ hasText: issued.invoiceNumber });
    await expect
      .poll(() => row.getByTestId("invoice-row-note").allTextContents(), SLOW)
      .toEqual([expect.stringContaining("CN-000001"), expect.stringContaining("DN-000001")]);
    await screenshot(en, "invoices-list-notes-en");

    // The invoiced payment's row on the payments page lists the notes too, each opening its own document.
    await en.goto(`${demo.base}/payments?contract=${issued.contractId}`);
    const notesOnPayment = en.getByTestId("payments-table").getByTestId("table-row").getByTestId("payment-note");
    await expect
      .poll(() => notesOnPayment.allTextContents(), SLOW)
      .toEqual([expect.stringMatching(/CN-000001.*-115\.00/), expect.stringContaining("DN-000001")]);
    await screenshot(en, "payments-notes-en");
    await notesOnPayment.first().click();
    await en.waitForURL(/\/invoices\?note=/);

    // The tenant's statement lists them on the day they were issued, the credit note taken off what is owed.
    await en.goto(`${demo.base}/contacts/${issued.tenantId}`);
    await en.getByTestId("contact-tab-statement").click();
    const onStatement = en.getByTestId("statement-line").getByTestId("statement-note");
    await expect.poll(() => onStatement.allTextContents(), SLOW).toEqual(["Debit note DN-000001", "Credit note CN-000001"]);
    await screenshot(en, "tenant-statement-notes-en");
    await en.context().close();
  });

  it("lists the cash receipts in English and opens one, with Print and Download", async () => {
    const page = await signedIn("/invoices", "en");
    await page.getByTestId("invoices-tab-receipts").click();
    await page.waitForURL(/[?&]tab=receipts/);
    const row = page.getByTestId("receipts-table").getByTestId("table-row").filter({ hasText: issued.receiptNumber });
    await row.waitFor();
    await screenshot(page, "invoices-receipts-en");
    const violations = policyViolations(page);
    await row.click();
    const viewer = page.getByTestId("document-viewer");
    await viewer.getByTestId("document-pdf").waitFor();
    expect(await viewer.getByTestId("document-print").isEnabled()).toBe(true);
    await expectDocumentDrawn(page);
    await settled(page.getByTestId("document-viewer"));
    await screenshot(page, "invoices-receipt-viewer-en", { fullPage: false });
    expect(await downloadDocument(page)).toEqual({ name: `${issued.receiptNumber}.pdf`, isPdf: true });
    expect(violations).toEqual([]);
    // The policy that was kept: pdf.js's worker from our origin, no eval, no plug-in objects.
    const policy = (await page.request.get(`${demo.base}/invoices`)).headers()["content-security-policy"];
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    await page.context().close();
  });

  it("fits a phone in Arabic: the invoices as cards and the document full screen", async () => {
    const page = await signedIn("/invoices", "ar", PHONE);
    const card = page.getByTestId("invoices-table").getByTestId("table-card").filter({ hasText: issued.invoiceNumber });
    await card.waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "invoices-list-phone-ar");
    const violations = policyViolations(page);
    await card.click();
    await page.getByTestId("document-viewer").getByTestId("document-pdf").waitFor();
    // The page fits the phone's width, and the toolbar does not run off it.
    expect(await expectDocumentDrawn(page)).toBeLessThanOrEqual(PHONE.width);
    const toolbar = page.getByTestId("pdf-toolbar");
    expect(await toolbar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const { x, width } = (await toolbar.boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page.getByTestId("document-viewer"));
    await screenshot(page, "invoices-viewer-phone-ar", { fullPage: false });
    expect(await downloadDocument(page)).toEqual({ name: `${issued.invoiceNumber}.pdf`, isPdf: true });
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("draws a receipt on a phone in English, fitted to the width", async () => {
    const page = await signedIn("/invoices?tab=receipts", "en", PHONE);
    const violations = policyViolations(page);
    await page.getByTestId("receipts-table").getByTestId("table-card").filter({ hasText: issued.receiptNumber }).click();
    expect(await expectDocumentDrawn(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page.getByTestId("document-viewer"));
    await screenshot(page, "invoices-receipt-viewer-phone-en", { fullPage: false });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
