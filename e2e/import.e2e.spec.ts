import { readSpreadsheet, writeImportTemplate, type SheetData } from "@amlak/documents";
import type { Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const PHONE = { width: 390, height: 844 };

// Four builds share this machine: a page may take a few seconds to answer.
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

async function importPage(lang: "ar" | "en", viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await demo.signedIn(lang, "/import", viewport);
  await page.getByTestId("import-template-step").waitFor();
  return page;
}

/** Downloads the template in `lang` from the page, as the user's browser saves it, and reads it back. */
async function downloadTemplate(page: Page, lang: "ar" | "en"): Promise<{ name: string; sheets: SheetData[] }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`import-template-${lang}`).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), sheets: await readSpreadsheet(await readFile(path)) };
}

type Rows = Record<"contacts" | "units" | "contracts", Record<string, string>[]>;

/**
 * The downloaded template filled in as a landlord would: its sheets (hidden key row, headers) kept, rows typed under
 * the headers by column key.
 */
async function filled(template: SheetData[], rows: Rows): Promise<Buffer> {
  const sheets = template.slice(0, 3).map((sheet) => {
    const [keys, headers] = sheet.rows;
    const columns = (keys?.cells ?? []).map((key, k) => ({
      key: key ?? "",
      header: headers?.cells[k] ?? "",
      note: "",
      kind: "text" as const,
    }));
    const name = columns[0]!.key.split(".")[0] as keyof Rows;
    return { title: sheet.name, columns, filled: rows[name].map((row) => columns.map(({ key }) => row[key.split(".")[1]!] ?? null)) };
  });
  return writeImportTemplate({ sheets, guide: { title: "-", lines: [] }, rightToLeft: false, rows: 10 });
}

/** A small building: its lessor and two tenants, the compound with two flats, one lease; `tag` keeps each run's names apart. */
function building(tag: string, digit: number, bad: boolean): Rows {
  const phone = (k: number) => `05${digit}000000${k}`;
  const compound = `برج ${tag}`;
  return {
    contacts: [
      { type: "مالك", name: `مالك ${tag}`, phone: phone(1) },
      { type: "مستأجر", name: `مستأجر ${tag}`, phone: phone(2), email: bad ? "not-an-email" : `tenant${digit}@example.sa` },
      { type: "Tenant", name: `Tenant ${tag}`, phone: phone(3) },
    ],
    units: [
      { name: compound, kind: "مجمع", lessor: phone(1), city: "الرياض", district: "الملقا" },
      { compound, name: "شقة 1", lessor: phone(1), sqm: bad ? "-120" : "120", target_yearly_rent: "48000" },
      { compound, name: "شقة 2", lessor: phone(1), sqm: "135", target_yearly_rent: "52000" },
    ],
    contracts: [
      {
        unit: "شقة 1",
        compound,
        tenant: bad ? "0599999990" : phone(2),
        contract_start: "2030/01/01",
        contract_end: "2030/12/31",
        contract_interval: "3",
        price: "48000",
        annual_commission: "2000",
        auto_pay_commission: "نعم",
      },
    ],
  };
}

/** Chooses the file on the page and waits for its check. */
async function upload(page: Page, body: Buffer) {
  await page.getByTestId("import-file").setInputFiles({
    name: "portfolio.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: body,
  });
  await page.getByTestId("import-preview").waitFor();
}

async function importFlow(lang: "ar" | "en", tag: string, digit: number, viewport?: { width: number; height: number }) {
  const phone = viewport === PHONE;
  const name = `${lang}${phone ? "-phone" : ""}`;
  const page = await importPage(lang, viewport);
  await screenshot(page, `import-template-${name}`);
  const template = await downloadTemplate(page, lang);
  expect(template.name).toBe(lang === "ar" ? "قالب الاستيراد - أملاك.xlsx" : "Amlak import template.xlsx");
  expect(template.sheets.map((sheet) => sheet.name)).toEqual(
    lang === "ar" ? ["جهات الاتصال", "الوحدات", "العقود", "طريقة التعبئة"] : ["Contacts", "Units", "Contracts", "How to fill"],
  );

  await page.getByTestId("import-next").click();
  await upload(page, await filled(template.sheets, building(tag, digit, true)));
  await poll(() => page.getByTestId("import-summary-errors").textContent()).toContain("3");
  expect(await page.getByTestId("import-commit").isDisabled()).toBe(true);
  const firstErrors = await page.getByTestId("import-first-errors").textContent();
  expect(firstErrors).toContain(lang === "ar" ? "جهات الاتصال، الصف 4، البريد الإلكتروني" : "Contacts row 4, E-mail");
  if (!phone) {
    await page.getByTestId("import-tab-units").click();
    const bad = page.getByTestId("import-bad-units-4-sqm");
    await bad.waitFor();
    expect(await bad.textContent()).toContain(lang === "ar" ? "لا يمكن أن تكون القيمة سالبة" : "Value cannot be negative");
  } else {
    await page.getByTestId("import-cards-contacts").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  }
  await screenshot(page, `import-preview-errors-${name}`);

  await upload(page, await filled(template.sheets, building(tag, digit, false)));
  await page.getByTestId("import-ready").waitFor();
  await poll(() => page.getByTestId("import-summary-contracts").textContent()).toContain("1");
  await screenshot(page, `import-preview-ready-${name}`);
  await page.getByTestId("import-commit").click();
  await page.getByTestId("import-done").waitFor();
  expect(await page.getByTestId("import-done").textContent()).toContain(
    lang === "ar" ? "محفظتك الآن في أملاك" : "Your portfolio is in Amlak",
  );
  await screenshot(page, `import-done-${name}`);
  if (phone) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByTestId("import-open-properties").click();
  await page.waitForURL(/\/properties/);
  await page.goto(`${demo.base}/properties?searchText=${encodeURIComponent(`برج ${tag}`)}`);
  await poll(() => page.textContent("body")).toContain(`برج ${tag}`);
}

describe("moving in from a spreadsheet, in the browser", () => {
  it("downloads the Arabic template, shows a filled file's bad cells, then imports the corrected file", () =>
    importFlow("ar", "العليا", 7));

  it("does the same in English", () => importFlow("en", "Olaya", 8));

  it("fits a phone, in Arabic: the rows as cards, no sideways scroll", () => importFlow("ar", "النرجس", 9, PHONE));
});
