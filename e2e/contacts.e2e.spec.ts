import { addMonthsClamped, riyadhToday } from "@amlak/domain";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();

async function contactsPage(lang: "ar" | "en", width = 1366): Promise<Page> {
  const page = await demo.signedIn(lang, "/contacts", { width, height: 900 });
  await page.getByTestId("contact-add").waitFor();
  return page;
}

const PHONE = { width: 390, height: 844 };
/** The menu pages the tour visits, in order (SPEC §2). */
const TOUR_STEPS = ["dashboard", "realEstates", "tasks", "contacts"];

type Box = { x: number; y: number; width: number; height: number } | null;
const overlap = (a: Box, b: Box) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

/** Where the tour stands against the step's target: both seen whole in the viewport, neither covering the other. */
async function tourPlacement(page: Page, target: Locator) {
  const viewport = page.viewportSize()!;
  const within = (box: Box) =>
    Boolean(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5);
  const [tour, pointed] = await Promise.all([page.getByTestId("tour").boundingBox(), target.boundingBox()]);
  return { targetShown: (await target.isVisible()) && within(pointed), tourShown: within(tour), covers: overlap(tour, pointed) };
}
const CLEAR = { targetShown: true, tourShown: true, covers: false };

/** The generic "operation was successful" toast, in either language: shown only where a save says nothing of its own. */
const genericToasts = (page: Page) => page.getByTestId("toast-success").filter({ hasText: /Operation Was Successful|تمت العملية بنجاح/ });
const rowNamed = (page: Page, name: string) => page.getByTestId("contacts-table").getByTestId("table-row").filter({ hasText: name });

describe("contacts in the browser", () => {
  it("adds a contact in Arabic (a phone equal to the alternative refused on its field), edits it and deletes it", async () => {
    const page = await contactsPage("ar");
    await page.getByTestId("contact-add").click();
    const drawer = page.getByTestId("contact-drawer");
    await drawer.waitFor();
    await page.getByTestId("contact-type").selectOption("vendor");
    await page.getByTestId("contact-name").fill("مؤسسة النخبة للصيانة");
    await page.getByTestId("contact-phone").fill("٠٥٥٨٨٨٧٧٧٦");
    await page.getByTestId("contact-alternative_phone").fill("0558887776");
    await page.getByTestId("contact-tag").fill("سباكة");
    await page.getByTestId("contact-save").click();
    await expect.poll(() => drawer.textContent()).toContain("رقم الجوال مطابق للرقم البديل");
    await settled(page.getByTestId("contact-drawer"));
    await screenshot(page, "contact-drawer-error-ar", { fullPage: false });

    await page.getByTestId("contact-alternative_phone").fill("0551112233");
    await page.getByTestId("contact-save").click();
    await drawer.waitFor({ state: "detached" });
    await page.goto(`${demo.base}/contacts?type=vendor`);
    await rowNamed(page, "مؤسسة النخبة للصيانة").waitFor();
    expect(await rowNamed(page, "مؤسسة النخبة للصيانة").textContent()).toContain("+966 55 888 7776");

    await rowNamed(page, "مؤسسة النخبة للصيانة").click();
    await page.waitForURL(/\/contacts\/[0-9a-f-]{36}/);
    await page.getByTestId("contact-details").waitFor();
    await screenshot(page, "contact-page-ar");
    await page.getByTestId("contact-edit").click();
    await expect.poll(() => page.getByTestId("contact-tag").inputValue()).toBe("سباكة");
    await page.getByTestId("contact-name").fill("مؤسسة النخبة للصيانة والتشغيل");
    await page.getByTestId("contact-save").click();
    await drawer.waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("contact-page-name").textContent()).toBe("مؤسسة النخبة للصيانة والتشغيل");

    await page.getByTestId("contact-edit").click();
    await page.getByTestId("contact-delete").click();
    await page.getByTestId("contact-delete-dialog-confirm").click();
    await page.waitForURL(/\/contacts$/);
    await page.getByTestId("contacts-table").waitFor();
    await expect.poll(() => rowNamed(page, "مؤسسة النخبة").count()).toBe(0);
  });

  it("records a company tenant's VAT number and national address in Arabic (a VAT number alone refused), shown on its page in both languages", async () => {
    const page = await contactsPage("ar");
    await page.getByTestId("contact-add").click();
    const drawer = page.getByTestId("contact-drawer");
    await page.getByTestId("contact-name").fill("شركة الأفق للتجارة");
    await page.getByTestId("contact-vat_no").fill("٣١٠١٢٢٣٩٣٥٠٠٠٠٣");
    await page.getByTestId("contact-save").click();
    await expect.poll(() => page.getByTestId("contact-tax-details").textContent()).toContain("أكمل أجزاءه");
    const address = { building_number: "٢٤٨١", street: "طريق الملك فهد", district: "الملقا", city: "الرياض", postal_code: "13524" };
    for (const [part, value] of Object.entries(address)) await page.getByTestId(`contact-buyer_address-${part}`).fill(value);
    await settled(drawer);
    await screenshot(page, "contact-tax-details-ar", { fullPage: false });
    await page.getByTestId("contact-save").click();
    await drawer.waitFor({ state: "detached" });

    await page.goto(`${demo.base}/contacts?type=tenant&searchText=${encodeURIComponent("شركة الأفق")}`);
    await rowNamed(page, "شركة الأفق للتجارة").click();
    await page.getByTestId("contact-vat-registered").waitFor();
    await page.getByTestId("contact-tab-details").click();
    const details = page.getByTestId("contact-details");
    await details.waitFor();
    expect(await details.textContent()).toContain("310122393500003");
    expect(await details.textContent()).toContain("2481 طريق الملك فهد، الملقا، الرياض 13524");
    await screenshot(page, "contact-tax-details-page-ar");

    const english = await demo.signedIn("en", `${new URL(page.url()).pathname}?tab=details`, { width: 1366, height: 900 });
    await english.getByTestId("contact-details").waitFor();
    await expect.poll(() => english.getByTestId("contact-details").textContent()).toContain("National address for tax invoices");
    expect(await english.getByTestId("contact-details").textContent()).toContain("2481 طريق الملك فهد, الملقا, الرياض 13524");
    await screenshot(english, "contact-tax-details-page-en");
  });

  it("opens a lessor in English, refuses to delete one named on units and says why", async () => {
    const page = await contactsPage("en");
    await page.goto(`${demo.base}/contacts?type=lessor`);
    const row = page.getByTestId("contacts-table").getByTestId("table-row").first();
    await row.waitFor();
    await row.click();
    await page.getByTestId("contact-edit").click();
    await expect.poll(() => page.getByTestId("contact-name").inputValue()).not.toBe("");
    // An owner may be VAT-registered too: the management fee's tax invoices then name their VAT number and address.
    expect(await page.getByTestId("contact-tax-details").textContent()).toContain("management fee");
    await settled(page.getByTestId("contact-drawer"));
    await screenshot(page, "contact-drawer-en", { fullPage: false });
    await page.getByTestId("contact-delete").click();
    await page.getByTestId("contact-delete-dialog-confirm").click();
    await expect.poll(() => page.textContent("body")).toContain("cannot be deleted");
    expect(await page.getByTestId("contact-drawer").isVisible()).toBe(true);
  });

  it.each(["ar", "en"] as const)("shows a lessor's owner statement in %s: what is due to the owner, and its PDF", async (lang) => {
    const page = await contactsPage(lang);
    await page.goto(`${demo.base}/contacts?type=lessor`);
    await page.getByTestId("contacts-table").getByTestId("table-row").first().click();
    await page.getByTestId("contact-tab-ownerStatement").click();
    const statement = page.getByTestId("owner-statement");
    await expect.poll(() => statement.getByTestId("owner-statement-line").count()).toBeGreaterThan(0);
    // The closing balance is the opening plus the period's net less what was paid out, as the server computed it.
    const figure = async (name: string) => {
      const [amount] = (await statement.getByTestId(`owner-statement-${name}`).textContent())!.match(/-?[\d,]+\.\d{2}/) ?? ["NaN"];
      return Number(amount.replaceAll(",", ""));
    };
    expect(await figure("closing")).toBeCloseTo((await figure("opening")) + (await figure("net")) - (await figure("remitted")), 2);
    await screenshot(page, `owner-statement-${lang}`);
    const [pdf] = await Promise.all([
      page.waitForResponse((response) => response.url().includes("/api/reports/owner-statement") && response.status() === 200),
      page.getByTestId("owner-statement-pdf").click(),
    ]);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    // Shown in the page, drawn by pdf.js, with Download and Print.
    const dialog = page.getByTestId("pdf-dialog");
    await dialog.locator("[data-testid=pdf-page][data-drawn]").first().waitFor();
    expect(await dialog.getByTestId("document-download").isEnabled()).toBe(true);
    // Scrolled to its end, the count names the last page.
    const pages = await dialog.getByTestId("pdf-page").count();
    await dialog.getByTestId("document-pdf").evaluate((pdf) => pdf.scrollTo(0, pdf.scrollHeight));
    await expect
      .poll(() => dialog.getByTestId("pdf-page-count").textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`${pages}\\D+${pages}$`));
    await settled(dialog);
    await screenshot(page, `owner-statement-pdf-${lang}`, { fullPage: false });
  });

  it.each([
    ["ar", "عبدالله بن محمد القحطاني", 12, "مجمع الياسمين السكني"],
    ["en", "نورة بنت سعد العتيبي", 15, "فيلا حي الملقا"],
  ] as const)(
    "pays a lessor in %s what is due under a management agreement of 5 percent, with the bank reference, opens the fee invoice, then puts a property on 1,000 a month",
    async (lang, lessor, months, property) => {
      const page = await contactsPage(lang);
      await page.goto(`${demo.base}/contacts?type=lessor`);
      await rowNamed(page, lessor).click();
      await page.getByTestId("contact-tab-remittances").click();
      const remittancesUrl = page.url();
      const today = riyadhToday(new Date());
      const from = addMonthsClamped(today, -months);
      const typed = (iso: string) => iso.replaceAll("-", "/");

      await page.getByTestId("management-agreement-edit").click();
      await page.getByTestId("management-agreement-kind").selectOption("percent");
      await page.getByTestId("management-agreement-value").fill("5");
      await page.getByTestId("management-agreement-from").fill(typed(from));
      await screenshot(page, `management-agreement-${lang}`, { fullPage: false });
      await page.getByTestId("management-agreement-save").click();
      await page.getByTestId("management-agreement-drawer").waitFor({ state: "detached" });
      await expect.poll(() => page.getByTestId("management-agreement-fee").textContent()).toContain("5%");
      // The drawer's own toast says the agreement was saved: the generic "operation was successful" is not shown beside it.
      expect(await page.getByTestId("toast-success").count()).toBeGreaterThan(0);
      expect(await genericToasts(page).count()).toBe(0);

      await page.getByTestId("remittance-period-from").fill(typed(from));
      await page.getByTestId("remittance-period-to").fill(typed(today));
      const figure = async (name: string) => {
        const [amount] = (await page.getByTestId(`remittance-${name}`).textContent())!.match(/-?[\d,]+\.\d{2}/) ?? ["NaN"];
        return Number(amount.replaceAll(",", ""));
      };
      await expect.poll(() => figure("fee")).toBeLessThan(0);
      // The fee is 5% of the rent collected, and what is due is what was collected less everything taken off it.
      const deducted = await Promise.all(["commission", "expenses", "fee", "feeVat", "earlier"].map(figure));
      expect(await figure("due")).toBeCloseTo(
        deducted.reduce((sum, each) => sum + each, await figure("collected")),
        2,
      );

      await page.getByTestId("remittance-pay").click();
      await page.getByTestId("remittance-reference").fill("SA-TRX-20261127");
      await settled(page.getByTestId("remittance-drawer"));
      await screenshot(page, `remittance-drawer-${lang}`, { fullPage: false });
      const due = await figure("due");
      await page.getByTestId("remittance-save").click();
      await page.getByTestId("remittance-drawer").waitFor({ state: "detached" });
      const paid = page.getByTestId("remittance").first();
      await paid.waitFor();
      expect(await paid.textContent()).toContain("SA-TRX-20261127");
      await expect.poll(() => figure("due")).toBe(0);
      expect(await genericToasts(page).count()).toBe(0);
      await screenshot(page, `remittances-${lang}`);

      // Undone, the month is due again and a credit note cancels the fee invoice, listed on it.
      await paid.getByTestId("remittance-undo").click();
      await page.getByTestId("remittance-undo-dialog-confirm").click();
      await expect.poll(() => figure("due")).toBeCloseTo(due, 2);

      await paid.getByTestId("remittance-invoice").click();
      await page.waitForURL(/[?&]invoice=/);
      const viewer = page.getByTestId("document-viewer");
      await viewer.locator("[data-testid=pdf-page][data-drawn]").first().waitFor({ timeout: 20_000 });
      await settled(viewer);
      await viewer.getByTestId("invoice-note").first().waitFor();
      await settled(viewer);
      await screenshot(page, `remittance-invoice-${lang}`, { fullPage: false });

      // One of the lessor's properties on terms of its own, set on its page: the proposal charges its fixed fee each month.
      await page.goto(`${demo.base}/properties?searchText=${encodeURIComponent(property)}`);
      await page.getByTestId("real-estates-table").getByRole("link", { name: property, exact: true }).first().click();
      await page.getByTestId("estate-tab-details").click();
      await page.getByTestId("property-agreement-edit").click();
      await page.getByTestId("management-agreement-kind").selectOption("fixed");
      await page.getByTestId("management-agreement-value").fill("1000");
      await page.getByTestId("management-agreement-from").fill(typed(from));
      await page.getByTestId("management-agreement-save").click();
      await page.getByTestId("management-agreement-drawer").waitFor({ state: "detached" });
      await expect.poll(() => page.getByTestId("property-agreement").textContent()).toContain("1,000.00");
      expect(await genericToasts(page).count()).toBe(0);
      await screenshot(page, `property-agreement-${lang}`);

      await page.goto(remittancesUrl);
      expect(await page.getByTestId("management-agreement-properties").textContent()).toContain(property);
      await page.getByTestId("remittance-period-from").fill(typed(from));
      await page.getByTestId("remittance-period-to").fill(typed(today));
      await expect.poll(() => figure("fee")).toBeLessThanOrEqual(-1000 * (months + 1));
      await screenshot(page, `management-agreement-properties-${lang}`, { fullPage: false });
    },
  );

  it("keeps the first-visit tour on the dashboard, off the pages the user works in", async () => {
    const page = await contactsPage("en");
    await page.getByTestId("contacts-table").waitFor();
    expect(await page.getByTestId("tour").count()).toBe(0);
    await page.getByTestId("menu-item-dashboard").click();
    await page.getByTestId("tour").waitFor();
  });

  for (const lang of ["ar", "en"] as const) {
    it(`points every tour step at what a phone shows in ${lang}: the page's title, then the items of the menu it opens`, async () => {
      const page = await demo.signedIn(lang, undefined, PHONE);
      for (const [step, key] of TOUR_STEPS.entries()) {
        const target =
          step === 0 ? page.locator('main [data-testid="page-title"]') : page.locator(`[role="dialog"] [data-testid="menu-item-${key}"]`);
        await expect.poll(() => tourPlacement(page, target), { timeout: 15_000 }).toEqual(CLEAR);
        if (step === TOUR_STEPS.length - 1) expect(await page.getByTestId("tour-last").count()).toBe(1);
        await settled(page.getByTestId("tour"));
        await screenshot(page, `tour-phone-${lang}-${step + 1}`, { fullPage: false });
        await page.getByTestId(step === TOUR_STEPS.length - 1 ? "tour-close" : "tour-next").click();
      }
      await expect.poll(() => page.getByTestId("tour").count()).toBe(0);
      // Closed for this visit (Done would end it for good, and the next tests need it), the menu it held open closes too.
      await expect.poll(() => page.locator('[role="dialog"] [data-testid="menu-item-contacts"]').count()).toBe(0);
    });
  }

  it("keeps the tour on a desktop off the demo banner and the dashboard's first card, in both languages", async () => {
    for (const lang of ["ar", "en"] as const) {
      const page = await demo.signedIn(lang);
      const firstCard = page.locator("main [data-testid=first-steps], main [data-testid=dashboard-figures] > *").first();
      for (const [step, key] of TOUR_STEPS.entries()) {
        await expect
          .poll(() => tourPlacement(page, page.locator(`aside [data-testid="menu-item-${key}"]`)), { timeout: 15_000 })
          .toEqual(CLEAR);
        // The dashboard's cards may still be moving into place as its figures arrive: their final places count.
        for (const covered of [page.getByTestId("demo-banner"), firstCard])
          await expect.poll(async () => overlap(await page.getByTestId("tour").boundingBox(), await covered.boundingBox())).toBe(false);
        if (step === 1) await screenshot(page, `tour-desktop-${lang}-2`, { fullPage: false });
        await page.getByTestId(step === TOUR_STEPS.length - 1 ? "tour-close" : "tour-next").click();
      }
    }
  });

  it("refuses a second contact with a tenant's phone in Arabic, and opens the existing one from the drawer", async () => {
    const page = await contactsPage("ar");
    await page.getByTestId("contact-add").click();
    await page.getByTestId("contact-name").fill("فهد الدوسري");
    await page.getByTestId("contact-phone").fill("0507334455");
    await page.getByTestId("contact-save").click();
    const duplicate = page.getByTestId("contact-duplicate");
    await expect.poll(() => duplicate.textContent()).toContain("توجد جهة اتصال بنفس رقم الجوال أو رقم الهوية: فهد بن عبدالعزيز الدوسري");
    expect(await page.getByTestId("contact-drawer").textContent()).toContain("مسجّل مسبقًا باسم فهد بن عبدالعزيز الدوسري");
    await settled(page.getByTestId("contact-drawer"));
    await screenshot(page, "contact-duplicate-ar", { fullPage: false });

    await page.getByTestId("contact-duplicate-existing").click();
    await page.waitForURL(/\/contacts\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId("contact-page-name").textContent()).toBe("فهد بن عبدالعزيز الدوسري");
    expect(await page.getByTestId("contact-drawer").count()).toBe(0);
  });

  it("saves a second contact with a tenant's phone in English on a phone once told to save anyway", async () => {
    const page = await contactsPage("en", 390);
    await page.getByTestId("contact-add").click();
    await page.getByTestId("contact-name").fill("Fahad Al-Dosari");
    await page.getByTestId("contact-phone").fill("0507334455");
    await page.getByTestId("contact-save").click();
    const duplicate = page.getByTestId("contact-duplicate");
    await expect
      .poll(() => duplicate.textContent())
      .toContain("A contact with this phone or national ID already exists: فهد بن عبدالعزيز الدوسري");
    await settled(page.getByTestId("contact-drawer"));
    await screenshot(page, "contact-duplicate-phone-en", { fullPage: false });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId("contact-duplicate-save").click();
    await page.getByTestId("contact-drawer").waitFor({ state: "detached" });
    const owner = demo.services.database.owner;
    const namesWithPhone = await owner.selectFrom("contacts").select("name").where("phone", "=", "507334455").orderBy("name").execute();
    expect(namesWithPhone.map((contact) => contact.name)).toEqual(["Fahad Al-Dosari", "فهد بن عبدالعزيز الدوسري"]);
  });

  it("fits the form on a phone, in Arabic", async () => {
    const page = await contactsPage("ar", 390);
    await page.getByTestId("contact-add").click();
    await page.getByTestId("contact-drawer").waitFor();
    await settled(page.getByTestId("contact-drawer"));
    await screenshot(page, "contact-drawer-phone-ar", { fullPage: false });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
