import { callerFor, demoCaller, lastOtp, TEST_AUTH } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, hijriOf, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const db = () => demo.services.database.owner;

const RESTRICTED_PHONE = "500000077";

async function demoOrgId(): Promise<string> {
  const user = await db().selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow();
  return user.org_id!;
}

async function unitId(title: string): Promise<string> {
  const unit = await db()
    .selectFrom("real_estates")
    .select("id")
    .where("org_id", "=", await demoOrgId())
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return unit.id;
}

async function tenantId(name: string): Promise<string> {
  const tenant = await db()
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", await demoOrgId())
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return tenant.id;
}

async function wizardAsDemo(lang: "ar" | "en", query = "", viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await demo.signedIn(lang, `/contracts/new${query}`, viewport);
  await page.getByTestId("contract-wizard").waitFor();
  return page;
}

/** The payments the review step shows, as [due date, type, price, VAT], in a stable order. */
async function reviewedSchedule(page: Page): Promise<string[][]> {
  await page.getByTestId("wizard-review").waitFor();
  const rows = await page
    .getByTestId("wizard-schedule-row")
    .evaluateAll((elements) => elements.map((row) => [row.dataset.due!, row.dataset.type!, row.dataset.price!, row.dataset.vat!]));
  return rows.sort((a, b) => a.join().localeCompare(b.join()));
}

/** The payments the ledger stored for the contract, as the review step lists them. */
async function storedSchedule(contractId: string): Promise<string[][]> {
  const client = callerFor(demo.services, await demoCaller(demo.services));
  const payments = await client.contracts.payments({ id: contractId });
  return payments
    .map((payment) => [payment.due_date, payment.payment_type ?? "", payment.price.toFixed(2), payment.vat.toFixed(2)])
    .sort((a, b) => a.join().localeCompare(b.join()));
}

const next = (page: Page) => page.getByTestId("wizard-next").click();
const stepTitle = (page: Page) => page.getByTestId("wizard-step-title").textContent();

/** The first day of next month, typed as the user types Gregorian dates. */
function firstOfNextMonth(): { typed: string; iso: string } {
  const now = new Date();
  const year = now.getMonth() === 11 ? now.getFullYear() + 1 : now.getFullYear();
  const month = String(((now.getMonth() + 1) % 12) + 1).padStart(2, "0");
  return { typed: `${year}/${month}/01`, iso: `${year}-${month}-01` };
}

describe("the contract wizard in the browser", () => {
  it("signs a monthly contract for a vacant unit in Arabic, the schedule reviewed being the one stored", async () => {
    const page = await wizardAsDemo("ar");
    const unit = await unitId("شقة 202");
    await page.getByTestId("wizard-unit").selectOption(unit);
    await expect.poll(() => page.getByTestId("wizard-unit-facts").textContent()).toContain("شاغر");
    await expect
      .poll(() => page.getByTestId("wizard-lessor").locator("option").first().textContent())
      .toContain("عبدالله بن محمد القحطاني");

    // A tenant who is not a contact yet is added without leaving the wizard.
    await page.getByTestId("wizard-tenant-new").click();
    await page.getByTestId("wizard-new-tenant-name").fill("نايف بن سالم العتيبي");
    await page.getByTestId("wizard-new-tenant-phone").fill("٠٥٥١٢٣٩٨٧٦");
    await page.getByTestId("wizard-new-tenant-save").click();
    await page.getByTestId("wizard-new-tenant").waitFor({ state: "detached" });
    const tenant = await tenantId("نايف بن سالم العتيبي");
    expect(await page.getByTestId("wizard-tenant").inputValue()).toBe(tenant);
    await expect.poll(() => page.getByTestId("wizard-summary-tenant").textContent()).toContain("نايف بن سالم العتيبي");
    await screenshot(page, "wizard-parties-ar");

    await next(page);
    await expect.poll(() => stepTitle(page)).toBe("المدة والإيجار");
    const start = firstOfNextMonth();
    await page.getByTestId("wizard-start").fill(start.typed);
    await page.getByTestId("wizard-preset-1").click();
    await page.getByTestId("wizard-interval").selectOption("1");
    await page.getByTestId("wizard-yearly-rent").fill("٦٠٬٠٠٠");
    expect(await page.getByTestId("wizard-yearly-rent").inputValue()).toBe("60,000");
    await expect.poll(() => page.getByTestId("wizard-price").inputValue()).toBe("60000.00");
    await expect.poll(() => page.getByTestId("wizard-summary-instalment").textContent()).toContain("5,000.00 ر.س × 12");
    await screenshot(page, "wizard-period-ar");

    await next(page);
    await page.getByTestId("wizard-annual_commission").fill("2400");
    await page.getByTestId("wizard-additional_commission").fill("1000");
    await page.getByTestId("wizard-water_costs").fill("300");
    // A security deposit (held, not a fee) and the Ejar registration fee (the manager's, with VAT), due at signing.
    await page.getByTestId("wizard-deposit").fill("٥٠٠٠");
    await page.getByTestId("wizard-ejar_fee").fill("125");
    await expect.poll(() => page.getByTestId("wizard-summary-fees").textContent()).toContain("3,825.00 ر.س");
    await expect.poll(() => page.getByTestId("wizard-summary-deposit").textContent()).toContain("5,000.00 ر.س");
    await screenshot(page, "wizard-fees-ar");

    await next(page);
    const reviewed = await reviewedSchedule(page);
    // Twelve rents and twelve commission instalments; the additional commission, the water, the deposit and the Ejar
    // fee on the start date.
    expect(reviewed).toHaveLength(28);
    expect(
      reviewed.filter(([, type]) => type === "deposit" || type === "ejar_fee").map(([, type, price, vat]) => [type, price, vat]),
    ).toEqual([
      ["deposit", "5000.00", "0.00"],
      ["ejar_fee", "125.00", "18.75"],
    ]);
    expect(reviewed.filter(([, type]) => type === "commission").every(([, , price, vat]) => price === "200.00" && vat === "30.00")).toBe(
      true,
    );
    expect(await page.getByTestId("wizard-grand-total").textContent()).toContain("69,353.75 ر.س");
    await screenshot(page, "wizard-review-ar");

    await page.getByTestId("wizard-sign").click();
    await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
    const contractId = page.url().split("/").at(-1)!;
    expect(await storedSchedule(contractId)).toEqual(reviewed);
    const contract = await callerFor(demo.services, await demoCaller(demo.services)).contracts.get({ id: contractId });
    expect(contract).toMatchObject({
      real_estate_id: unit,
      tenant_id: tenant,
      contract_start: start.iso,
      contract_interval: 1,
      is_taxable: false,
    });
    expect(contract.price.toFixed(2)).toBe("60000.00");
    expect(contract.deposit.toFixed(2)).toBe("5000.00");
    await expect.poll(() => page.getByTestId("figure-deposit").textContent()).toContain("5,000.00 ر.س");
    await screenshot(page, "contract-deposit-ar");
    await page.context().close();
  });

  it("offers the existing tenant when a new one has their phone, and lists tenants with their phones", async () => {
    const page = await wizardAsDemo("en");
    await page.getByTestId("wizard-tenant-new").click();
    await page.getByTestId("wizard-new-tenant-name").fill("Fahad");
    await page.getByTestId("wizard-new-tenant-phone").fill("0507334455");
    await page.getByTestId("wizard-new-tenant-save").click();
    await expect
      .poll(() => page.getByTestId("wizard-new-tenant-duplicate").textContent())
      .toContain("A contact with this phone or national ID already exists: فهد بن عبدالعزيز الدوسري");
    await settled(page.getByTestId("wizard-new-tenant"));
    await screenshot(page, "wizard-new-tenant-duplicate-en", { fullPage: false });

    await page.getByTestId("wizard-new-tenant-duplicate-existing").click();
    await page.getByTestId("wizard-new-tenant").waitFor({ state: "detached" });
    expect(await page.getByTestId("wizard-tenant").inputValue()).toBe(await tenantId("فهد بن عبدالعزيز الدوسري"));
    const chosen = page.getByTestId("wizard-tenant").locator("option:checked");
    expect(await chosen.textContent()).toBe("فهد بن عبدالعزيز الدوسري · \u2066+966 50 733 4455\u2069");
    expect(await db().selectFrom("contacts").select("id").where("phone", "=", "507334455").execute()).toHaveLength(1);
    await page.context().close();
  });

  it("saves a draft in English, resumes it with ?draft=, prints a quotation and signs it", async () => {
    const unit = await unitId("شقة 302");
    const tenant = await tenantId("سارة بنت خالد الشهري");
    const page = await wizardAsDemo("en", `?unit=${unit}&tenant=${tenant}`);
    expect(await page.getByTestId("wizard-unit").inputValue()).toBe(unit);
    expect(await page.getByTestId("wizard-tenant").inputValue()).toBe(tenant);
    await next(page);
    await page.getByTestId("wizard-preset-2").click();
    await page.getByTestId("wizard-interval").selectOption("3");
    // The unit's target rent is offered; the total over two years follows it.
    await expect.poll(() => page.getByTestId("wizard-yearly-rent").inputValue()).toBe("56000.00");
    await expect.poll(() => page.getByTestId("wizard-price").inputValue()).toBe("112000.00");
    await page.getByTestId("wizard-price").fill("110000");
    await page.getByTestId("wizard-taxable").click();
    await screenshot(page, "wizard-period-en");
    await next(page);
    await page.getByTestId("wizard-annual_service").fill("1200");
    await page.getByTestId("wizard-deposit").fill("2000");
    await page.getByTestId("wizard-other_fee").fill("50");
    await page.getByTestId("wizard-other_fee_label").fill("Parking card");
    await screenshot(page, "wizard-fees-en");
    await next(page);
    const saved = await reviewedSchedule(page);
    expect(saved.filter(([, type]) => type === "rent").map(([, , price, vat]) => [price, vat])).toEqual(
      Array.from({ length: 8 }, () => ["13750.00", "2062.50"]),
    );
    await screenshot(page, "wizard-review-en");

    await page.getByTestId("wizard-save-draft").click();
    await page.waitForURL(/\/contracts\?tab=drafts$/);
    const draft = await db().selectFrom("contract_drafts").select(["id", "terms"]).orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(draft.terms).toMatchObject({ real_estate_id: unit, tenant_id: tenant, contract_interval: 3, is_taxable: true });
    expect(Number((draft.terms as { price: string }).price)).toBe(110000);

    await page.goto(`${demo.base}/contracts/new?draft=${draft.id}`);
    await page.getByTestId("contract-wizard").waitFor();
    expect(await page.getByTestId("wizard-unit").inputValue()).toBe(unit);
    await next(page);
    expect(await page.getByTestId("wizard-interval").inputValue()).toBe("3");
    expect(await page.getByTestId("wizard-price").inputValue()).toBe("110000.00");
    expect(await page.getByTestId("wizard-yearly-rent").inputValue()).toBe("55000.00");
    await next(page);
    expect(await page.getByTestId("wizard-annual_service").inputValue()).toBe("1200.00");
    expect(await page.getByTestId("wizard-deposit").inputValue()).toBe("2000.00");
    expect(await page.getByTestId("wizard-other_fee_label").inputValue()).toBe("Parking card");
    await page.getByTestId("wizard-water_costs").fill("150");
    await next(page);
    const resumed = await reviewedSchedule(page);
    expect(resumed).toEqual([...saved, [saved[0]![0]!, "water", "150.00", "22.50"]].sort((a, b) => a.join().localeCompare(b.join())));

    // A rent quotation of the same terms opens as a PDF, drawn in the page.
    await page.getByTestId("wizard-quotation").click();
    await page.getByTestId("wizard-quotation-dialog").waitFor();
    await page.getByTestId("wizard-prospect-name").fill("Mazen Al-Anazi");
    await page.getByTestId("wizard-prospect-phone").fill("0559871234");
    await settled(page.getByTestId("wizard-quotation-dialog"));
    await screenshot(page, "wizard-quotation-en", { fullPage: false });
    await page.getByTestId("wizard-quotation-create").click();
    await page.getByTestId("wizard-quotation-dialog").waitFor({ state: "detached" });
    const pdf = page.getByTestId("pdf-dialog");
    await pdf.locator("[data-testid=pdf-page][data-drawn]").first().waitFor();
    await settled(pdf);
    await screenshot(page, "wizard-quotation-pdf-en", { fullPage: false });
    await page.keyboard.press("Escape");
    await pdf.waitFor({ state: "detached" });
    const quotation = await db()
      .selectFrom("rent_quotations")
      .select(["prospect_name", "real_estate_id"])
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(quotation).toEqual({ prospect_name: "Mazen Al-Anazi", real_estate_id: unit });

    await page.getByTestId("wizard-sign").click();
    await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
    const contractId = page.url().split("/").at(-1)!;
    expect(await storedSchedule(contractId)).toEqual(resumed);
    const converted = await db()
      .selectFrom("contract_drafts")
      .select(["status", "contract_id"])
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(converted).toEqual({ status: "converted", contract_id: contractId });
    const signed = await callerFor(demo.services, await demoCaller(demo.services)).contracts.get({ id: contractId });
    expect([signed.deposit.toFixed(2), signed.other_fee.toFixed(2), signed.other_fee_label]).toEqual(["2000.00", "50.00", "Parking card"]);
    await expect.poll(() => page.getByTestId("figure-deposit").textContent()).toContain("2,000.00 SR");
    await page.context().close();
  });

  it("lets a restricted user prepare a draft in Hijri dates on a phone, without a Sign button", async () => {
    const orgId = await demoOrgId();
    const { password_hash } = await db()
      .selectFrom("users")
      .select("password_hash")
      .where("phone", "=", TEST_AUTH.demo.phone)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("users")
      .values({
        org_id: orgId,
        type: "restricted_subClient",
        name: "مساعد الإدارة",
        phone: RESTRICTED_PHONE,
        email: "assistant@amlak.sa",
        password_hash,
        date_type: "hj",
      })
      .execute();

    const page = await demo.newPage({ width: 390, height: 844 });
    await page.goto(`${demo.base}/login?lang=ar`);
    await page.getByTestId("login-phone").fill(RESTRICTED_PHONE);
    await page.getByTestId("login-password").fill(TEST_AUTH.demo.password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("otp-input").first().waitFor();
    await expect.poll(() => lastOtp(db(), RESTRICTED_PHONE).catch(() => null)).toMatch(/^\d{6}$/);
    await page.getByTestId("otp-input").first().click();
    await page.keyboard.type(await lastOtp(db(), RESTRICTED_PHONE));
    const submit = page.getByTestId("otp-submit");
    if (await submit.isEnabled()) await submit.click().catch(() => {});
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));

    const unit = await unitId("شقة 402");
    const tenant = await tenantId("ريم بنت فيصل الحربي");
    await page.goto(`${demo.base}/contracts/new?unit=${unit}&tenant=${tenant}`);
    await page.getByTestId("contract-wizard").waitFor();
    await screenshot(page, "wizard-parties-phone-ar");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await next(page);

    // Typed in the user's calendar (Hijri), stored as the Gregorian day.
    await page.getByTestId("wizard-start").fill("1448/01/01");
    await page.getByTestId("wizard-preset-1").click();
    const end = await page.getByTestId("wizard-end").inputValue();
    expect(end).toMatch(/^14(48|49)\/\d{2}\/\d{2}$/);
    await page.getByTestId("wizard-interval").selectOption("1");
    await expect.poll(() => page.getByTestId("wizard-yearly-rent").inputValue()).toBe("50000.00");
    await screenshot(page, "wizard-period-phone-ar");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await next(page);
    await next(page);
    await page.getByTestId("wizard-review").waitFor();
    expect(await page.getByTestId("wizard-sign").count()).toBe(0);
    await screenshot(page, "wizard-review-phone-ar");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId("wizard-save-draft").click();
    await page.waitForURL(/\/contracts\?tab=drafts$/);
    const draft = await db().selectFrom("contract_drafts").select("terms").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    const terms = draft.terms as { contract_start: string; contract_end: string; price: string };
    expect(draft.terms).toMatchObject({ real_estate_id: unit, tenant_id: tenant, contract_interval: 1 });
    expect([hijriOf(terms.contract_start), hijriOf(terms.contract_end)]).toEqual(["1448/01/01", end]);
    expect(Number(terms.price)).toBe(50000);
    await page.context().close();
  });

  it("shows field errors on their step, and keeps the quotation locked with the upgrade message in a package without it", async () => {
    const orgId = await demoOrgId();
    await db().updateTable("subscriptions").set({ package_code: "free" }).where("org_id", "=", orgId).execute();
    try {
      const unit = await unitId("ملحق علوي 401");
      const page = await wizardAsDemo("en", `?unit=${unit}`);
      await next(page);
      // No tenant yet: the wizard stays on the first step and says so on the field.
      await expect.poll(() => page.getByTestId("contract-wizard").textContent()).toContain("This field is required");
      expect(await stepTitle(page)).toBe("Unit and parties");
      await page.getByTestId("wizard-tenant").selectOption(await tenantId("محمد بن علي الزهراني"));
      // The message leaves once the field is valid again, and the buttons move up with it.
      await expect.poll(() => page.getByTestId("contract-wizard").textContent()).not.toContain("This field is required");
      await next(page);
      await page.getByTestId("wizard-start").fill("2026/02/30");
      await page.getByTestId("wizard-end").click();
      await expect.poll(() => page.getByTestId("contract-wizard").textContent()).toContain("The date is not valid");
      await screenshot(page, "wizard-period-error-en");
      await page.getByTestId("wizard-start").fill("2027/01/01");
      await page.getByTestId("wizard-end").fill("2026/12/31");
      await expect.poll(() => page.getByTestId("contract-wizard").textContent()).not.toContain("The date is not valid");
      await next(page);
      await expect.poll(() => page.getByTestId("contract-wizard").textContent()).toContain("End date must be greater than start date");
      await page.getByTestId("wizard-preset-3").click();
      await next(page);
      await next(page);
      await page.getByTestId("wizard-quotation-locked").click();
      await page.getByTestId("upgrade-message").waitFor();
      await settled(page.getByTestId("upgrade-message"));
      await screenshot(page, "wizard-quotation-locked-en", { fullPage: false });
      await page.context().close();
    } finally {
      await db().updateTable("subscriptions").set({ package_code: "platinum" }).where("org_id", "=", orgId).execute();
    }
  });
});
