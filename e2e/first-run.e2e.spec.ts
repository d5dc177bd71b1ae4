import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sidewaysOverflow } from "./browser.ts";

// A new organization's dashboard lists its first steps (issue #18), each ticked from real data and linked to where it
// is done; the welcome hint names the next one; once all are done, or the list is put away, it is gone.

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PASSWORD = "Strong@Pass1";
const STEPS = ["organization", "property", "lease", "payment", "invoice"] as const;

/** Polls longer than vitest's default second: a busy machine takes more to refetch and render. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A client who has just signed up, the first-visit tour already taken, and their API caller. */
async function newLandlord(phone: string) {
  const { api } = await demo.newClient(phone, PASSWORD);
  return { phone, api };
}

/** The landlord signed in through the login page, in `lang`, on the dashboard. */
async function signIn(phone: string, lang: "ar" | "en", viewport: typeof PHONE): Promise<Page> {
  const page = await demo.newPage(viewport);
  return demo.signInAtLogin(phone, PASSWORD, page, lang);
}

/** Which steps the checklist shows ticked, in its order. */
const ticked = (page: Page) =>
  Promise.all(STEPS.map(async (step) => (await page.getByTestId(`first-step-${step}`).getAttribute("data-done")) === "true"));

type Landlord = Awaited<ReturnType<typeof newLandlord>>;

/** A building unit with its lessor, through the API. */
async function addProperty({ api }: Landlord) {
  const lessor = await api.contacts.create({ type: "lessor", name: "خالد بن فهد المالكي", phone: "0551110001" });
  return api.realEstates.create({ kind: "unit", name: "شقة 1", lessor_id: lessor.id });
}

/** Every other step through the API: main information with a VAT number, a taxable lease, its first rent paid and invoiced. */
async function takeTheOtherSteps({ api }: Landlord, unit: string) {
  await api.organization.saveMainInformation({
    title: "مكتب النخيل العقاري",
    phone: "0551234567",
    address: "حي النرجس، الرياض",
    vat_no: "310123456700003",
  });
  const tenant = await api.contacts.create({ type: "tenant", name: "عبدالرحمن الغامدي", phone: "0551110002" });
  const lease = await api.contracts.create({
    real_estate_id: unit,
    tenant_id: tenant.id,
    contract_start: "2027-01-01",
    contract_end: "2027-12-31",
    price: "60000",
    contract_interval: 12,
    is_taxable: true,
  });
  const rent = await owner
    .selectFrom("payments")
    .select("id")
    .where("contract_id", "=", lease.id)
    .where("payment_type", "=", "rent")
    .executeTakeFirstOrThrow();
  await api.payments.pay({ id: rent.id, paid_date: "2027-01-01", payment_method: "cash" });
  await api.invoices.issue({ payment_ids: [rent.id] });
}

describe("the first steps of a new organization", () => {
  it("lists them unticked on a phone in Arabic, ticks the property made through the API, and the hint names the next step", async () => {
    const landlord = await newLandlord("559100001");
    const page = await signIn(landlord.phone, "ar", PHONE);
    const card = page.getByTestId("first-steps");
    await card.waitFor();
    await poll(() => ticked(page)).toEqual([false, false, false, false, false]);
    expect(await page.getByTestId("first-steps-left").textContent()).toBe("بقيت 5 خطوات");
    // The checklist says it on the dashboard: no hint repeats it there, and no empty state competes with it.
    expect(await page.getByTestId("welcome-hint").count()).toBe(0);
    expect(await page.getByTestId("dashboard-empty").count()).toBe(0);
    expect(await page.getByTestId("first-step-property-link").getAttribute("href")).toBe("/properties?add=building");
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, "first-steps-none-ar-phone");

    await addProperty(landlord);
    await page.reload();
    await poll(() => ticked(page)).toEqual([false, true, false, false, false]);
    expect(await page.getByTestId("first-steps-left").textContent()).toBe("بقيت 4 خطوات");
    await screenshot(page, "first-steps-property-ar-phone");

    // Elsewhere the hint names the next step, main information, which comes back to the dashboard once saved.
    await page.goto(`${demo.base}/properties`);
    const hint = page.getByTestId("welcome-hint");
    await poll(() => hint.textContent()).toContain("خطوتك التالية: أكمل المعلومات الأساسية لمنشأتك");
    expect(await page.getByTestId("welcome-next").getAttribute("href")).toBe("/MainManagement?tab=MainInformation&return=%2Fdashboard");
    await screenshot(page, "first-steps-hint-ar-phone", { fullPage: false });
  });

  it("shows the same in English on a desktop, and goes once every step is taken; the hint then points to the next page", async () => {
    const landlord = await newLandlord("559100002");
    const unit = await addProperty(landlord);
    const page = await signIn(landlord.phone, "en", DESKTOP);
    await page.getByTestId("first-steps").waitFor();
    await poll(() => ticked(page)).toEqual([false, true, false, false, false]);
    expect(await page.getByTestId("first-steps-left").textContent()).toBe("4 steps left");
    await screenshot(page, "first-steps-property-en-desktop");
    for (const [lang, viewport, name] of [
      ["en", PHONE, "first-steps-property-en-phone"],
      ["ar", DESKTOP, "first-steps-property-ar-desktop"],
    ] as const) {
      const other = await signIn(landlord.phone, lang, viewport);
      await other.getByTestId("first-steps").waitFor();
      await poll(() => ticked(other)).toEqual([false, true, false, false, false]);
      await screenshot(other, name);
    }

    await takeTheOtherSteps(landlord, unit.id);
    await page.reload();
    await page.getByTestId("dashboard-figures").waitFor();
    expect(await page.getByTestId("first-steps").count()).toBe(0);
    await screenshot(page, "first-steps-done-en-desktop");
    await page.goto(`${demo.base}/properties`);
    await poll(() => page.getByTestId("welcome-hint").textContent()).toContain("Once your units are in, sign their leases in Contracts.");
  });

  it("puts the list away for good when the user closes it", async () => {
    const landlord = await newLandlord("559100003");
    const page = await signIn(landlord.phone, "en", PHONE);
    await page.getByTestId("first-steps").waitFor();
    await page.getByTestId("first-steps-dismiss").click();
    await poll(() => page.getByTestId("first-steps").count()).toBe(0);
    await page.getByTestId("dashboard-empty").waitFor();
    await page.reload();
    await page.getByTestId("dashboard-empty").waitFor();
    expect(await page.getByTestId("first-steps").count()).toBe(0);
  });
});
