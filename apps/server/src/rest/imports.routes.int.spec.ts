import { seedDemoAccount } from "@amlak/api";
import { demoCaller, testServices, tokenFor } from "@amlak/api/testing";
import { zipBomb } from "@amlak/documents/testing";
import { riyadhToday } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

const services = testServices();
let app: FastifyInstance;
let client = "";
let readonly = "";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

beforeAll(async () => {
  await seedDemoAccount(services.database.owner, { phone: "568000001", password: "Secret@123" }, riyadhToday(new Date()));
  const caller = await demoCaller(services, "568000001");
  client = await tokenFor(caller);
  readonly = await tokenFor({ ...caller, type: "readonly_subClient" });
  app = await buildApp({ services });
});
afterAll(() => app.close());

const download = (url: string, token: string | null, lang = "en") =>
  app.inject({ method: "GET", url, headers: { "accept-language": lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe("GET /api/imports/template", () => {
  it("downloads the Arabic template: right-to-left sheets of Contacts, Units and Contracts over a hidden row of column keys", async () => {
    const response = await download("/api/imports/template?lang=ar", client, "en");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX);
    expect(decodeURIComponent(String(response.headers["content-disposition"]))).toBe(
      "attachment; filename*=UTF-8''قالب الاستيراد - أملاك.xlsx",
    );
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["جهات الاتصال", "الوحدات", "العقود", "طريقة التعبئة"]);
    const units = workbook.getWorksheet("الوحدات")!;
    expect(units.views[0]).toMatchObject({ rightToLeft: true, state: "frozen", ySplit: 2 });
    expect(units.getRow(1).hidden).toBe(true);
    expect(rowValues(units, 1).slice(0, 4)).toEqual(["units.compound", "units.name", "units.kind", "units.lessor"]);
    expect(rowValues(units, 2).slice(0, 4)).toEqual(["المجمع", "الاسم *", "النوع", "المؤجر (الجوال أو الاسم)"]);
    expect(units.getCell("B2").note).toBe("مطلوب. اسم المجمع أو الوحدة، مثل شقة 101.");
    expect(units.getCell("C3").dataValidation).toMatchObject({ type: "list", formulae: ['"مجمع,وحدة"'] });
    const contracts = workbook.getWorksheet("العقود")!;
    expect(contracts.getCell("E2").note).toBe("مطلوب. تاريخ بالصيغة YYYY/MM/DD، مثل 2026/01/01.");
    expect(contracts.getColumn(5).numFmt).toBe("yyyy/mm/dd");
    expect(workbook.getWorksheet("جهات الاتصال")!.getColumn(3).numFmt).toBe("@");
  });

  it("downloads the English template by ?lang=en, left to right, and the caller's language without it", async () => {
    const english = await workbookOf((await download("/api/imports/template?lang=en", client, "ar")).rawPayload);
    expect(english.worksheets.map((sheet) => sheet.name)).toEqual(["Contacts", "Units", "Contracts", "How to fill"]);
    expect(english.worksheets[0]!.views[0]).toMatchObject({ rightToLeft: false });
    expect(rowValues(english.worksheets[0]!, 1)).toEqual(
      rowValues((await workbookOf((await download("/api/imports/template", client, "ar")).rawPayload)).worksheets[0]!, 1),
    );
    const defaulted = await workbookOf((await download("/api/imports/template", client, "en")).rawPayload);
    expect(defaulted.worksheets[0]!.name).toBe("Contacts");
  });

  it("refuses a bad language, a role that may not import and a caller without a session, in words", async () => {
    const bad = await download("/api/imports/template?lang=fr", client);
    expect(bad.statusCode).toBe(400);
    // ?lang= also names the answer's language; one it does not know answers in Arabic, the default.
    expect(bad.json()).toMatchObject({ code: "validation.failed", fieldErrors: { lang: "قيمة هذا الحقل غير صحيحة" } });
    const role = await download("/api/imports/template", readonly);
    expect(role.statusCode).toBe(403);
    expect(role.json()).toMatchObject({ code: "auth.roleForbidden" });
    expect((await download("/api/imports/template", null)).statusCode).toBe(401);
  });
});

describe("POST /trpc/imports.preview", () => {
  it("refuses a 600 KB workbook that unpacks to 600 MB while declaring a kilobyte, in words, without unpacking it", async () => {
    const bomb = zipBomb({ megabytes: 600, declaredBytes: 1000 });
    // The server runs in this process: its peak memory would grow by the unpacked 600 MB had it inflated the bomb.
    const peakBefore = process.resourceUsage().maxRSS;
    const response = await app.inject({
      method: "POST",
      url: "/trpc/imports.preview",
      headers: { "content-type": "application/json", "accept-language": "en", authorization: `Bearer ${client}` },
      payload: { json: { file: bomb.toString("base64") } },
    });
    const grownKilobytes = process.resourceUsage().maxRSS - peakBefore;
    expect(response.statusCode).toBe(400);
    expect(response.json().error.json).toMatchObject({
      message: translate("en", "import.unreadable"),
      data: { code: "import.unreadable" },
    });
    expect(grownKilobytes).toBeLessThan(64 * 1024);
  });
});
