import { seedDemoAccount } from "@amlak/api";
import { demoCaller, testServices, tokenFor } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

const services = testServices();
const { owner } = services.database;
let app: FastifyInstance;
let orgA: string;
let tokenA: string;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const OTHER_ORGANIZATIONS_CONTACT = "جهة اتصال منشأة أخرى";

beforeAll(async () => {
  const today = riyadhToday(new Date());
  for (const phone of ["564000001", "564000002"]) {
    await seedDemoAccount(owner, { phone, password: "Secret@123", email: `${phone}@example.sa` }, today);
  }
  const a = await demoCaller(services, "564000001");
  const b = await demoCaller(services, "564000002");
  orgA = a.orgId;
  tokenA = await tokenFor(a);
  await owner.updateTable("contacts").set({ name: OTHER_ORGANIZATIONS_CONTACT }).where("org_id", "=", b.orgId).execute();
  app = await buildApp({ services });
});
afterAll(() => app.close());

const download = (url: string, { lang = "ar", token = tokenA }: { lang?: string; token?: string | null } = {}) =>
  app.inject({
    method: "GET",
    url,
    headers: { "accept-language": lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  return workbook.worksheets[0]!;
}

const headerRow = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe("GET /api/exports/:list", () => {
  it("downloads the whole filtered, sorted properties table as an Arabic, right-to-left workbook", async () => {
    const response = await download("/api/exports/real-estates?sort=yearlyRent&direction=desc&searchText=");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX);
    const disposition = decodeURIComponent(String(response.headers["content-disposition"]));
    expect(disposition).toMatch(/^attachment; filename\*=UTF-8''العقارات \d{4}-\d{2}-\d{2} \d{6}\.xlsx$/);

    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe("العقارات");
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(headerRow(sheet)).toEqual(
      [
        "realEstate.title",
        "realEstate.compound",
        "realEstate.kind",
        "realEstate.lessor",
        "realEstate.city",
        "realEstate.district",
        "realEstate.status",
        "realEstate.tenant",
        "realEstate.yearlyRent",
        "realEstate.nextDue",
      ].map((key) => translate("ar", key)),
    );
    // Every row of the list, not one page of ten.
    expect(sheet.rowCount).toBe(1 + 11);

    // Sorted by yearly rent, highest first: the compound sums its three leases; then the shop, whose 255,000 over
    // three years is 85,000 a year.
    const compound = sheet.getRow(2);
    expect(compound.getCell(1).value).toBe("مجمع الياسمين السكني");
    expect(compound.getCell(3).value).toBe(translate("ar", "realEstate.kind.compound"));
    expect(compound.getCell(9).value).toBe(48000 + 52000 + 54000);
    const shop = sheet.getRow(3);
    expect(shop.getCell(1).value).toBe("محل تجاري - طريق العليا");
    expect(shop.getCell(7).value).toBe(translate("ar", "realEstate.status.rented"));
    expect(shop.getCell(8).value).toBe("شركة رواد التقنية المحدودة");
    expect(shop.getCell(9).value).toBe(85000);
    expect(shop.getCell(9).numFmt).toBe("#,##0.00");
    expect(shop.getCell(10).value).toBeInstanceOf(Date);
    expect(shop.getCell(10).numFmt).toBe("yyyy/mm/dd");
    const rents = Array.from({ length: 11 }, (_, k) => sheet.getRow(k + 2).getCell(9).value);
    const present = rents.filter((rent): rent is number => typeof rent === "number");
    expect(present).toEqual([...present].sort((x, y) => y - x));
    expect(rents.slice(present.length).every((rent) => rent === null)).toBe(true);
  });

  it("speaks the reader's language: English headers and values, left to right", async () => {
    const response = await download("/api/exports/contacts?type=Lessor&sort=name", { lang: "en" });
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(String(response.headers["content-disposition"]))).toMatch(/filename\*=UTF-8''Contacts .+\.xlsx$/);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: false });
    expect(headerRow(sheet)).toEqual(["Name", "Phone", "Type"]);
    expect(sheet.rowCount).toBe(1 + 2);
    expect(sheet.getRow(2).values).toEqual([undefined, "عبدالله بن محمد القحطاني", "+966 50 511 2233", "Lessor"]);
  });

  it("never holds another organization's rows", async () => {
    const sheet = await sheetOf((await download("/api/exports/contacts")).rawPayload);
    expect(sheet.rowCount).toBe(1 + 9);
    const names = Array.from({ length: 9 }, (_, k) => sheet.getRow(k + 2).getCell(1).value);
    expect(names).not.toContain(OTHER_ORGANIZATIONS_CONTACT);
  });

  it("refuses an unknown sort column with a translated field error, not a 500", async () => {
    const response = await download("/api/exports/real-estates?sort=org_id");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation.failed", fieldErrors: { sort: translate("ar", "field.invalid") } });
  });

  it("is refused without a signed-in caller, and when the package does not grant EXPORT_EXCEL", async () => {
    expect((await download("/api/exports/contacts", { token: null })).json()).toMatchObject({ code: "auth.unauthorized" });

    const exportOfPlatinum = owner
      .updateTable("package_permissions")
      .where("package_code", "=", "platinum")
      .where("entity", "=", "REPORTS")
      .where("code", "=", "EXPORT_EXCEL");
    await exportOfPlatinum.set({ active: false }).execute();
    try {
      const refused = await download("/api/exports/real-estates", { lang: "en" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: "subscription.notAllowed", message: "Not Allowed in Current Subscription Package" });
    } finally {
      await exportOfPlatinum.set({ active: true }).execute();
    }
  });

  it("downloads the vacant units as CSV with a byte-order mark, the city in the reader's language, filtered as the screen", async () => {
    const response = await download("/api/exports/real-estates?format=csv&status=Vacant&kind=unit&lang=en", { lang: "en" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(decodeURIComponent(String(response.headers["content-disposition"]))).toMatch(/Properties \d{4}-\d{2}-\d{2} \d{6}\.csv$/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = response.rawPayload.toString("utf8").slice(1).trim().split("\r\n");
    expect(header!.split(",")[0]).toBe(translate("en", "realEstate.title"));
    const vacant = await owner
      .selectFrom("real_estates as re")
      .innerJoin("real_estate_occupancy as o", "o.id", "re.id")
      .where("re.org_id", "=", orgA)
      .where("o.status", "=", "Vacant")
      .where("re.kind", "=", "unit")
      .select("re.title")
      .execute();
    expect(lines).toHaveLength(vacant.length);
    expect(lines.every((line) => line.includes(",Riyadh,") && line.includes("Vacant"))).toBe(true);
  });

  it("filters by a city typed as people type it, and refuses one it does not know listing the accepted ones", async () => {
    const csvOf = async (city: string) =>
      (await download(`/api/exports/real-estates?format=csv&lang=en&city=${encodeURIComponent(city)}`)).rawPayload.toString("utf8");
    const byCode = await csvOf("riyadh");
    expect(byCode.trim().split("\r\n").length).toBeGreaterThan(1);
    for (const typed of ["الرياض", "رياض", "RIYADH", "Riyadh"]) expect(await csvOf(typed), typed).toBe(byCode);
    const refused = await download("/api/exports/real-estates?format=csv&city=Atlantis", { lang: "en" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: { city: expect.stringMatching(/^Use one of: Riyadh, Al Kharj, .*, or \d+ more$/) },
    });
  });
});
