import { callerFor, staffCaller, testServices, tokenFor, trialOrganization } from "@amlak/api/testing";
import type { Caller } from "@amlak/api";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

let now = new Date("2026-12-04T09:00:00Z");
const services = testServices({ now: () => now });
let app: FastifyInstance;
let client: Caller & { orgId: string };
let other: Caller & { orgId: string };
const callers: Partial<Record<"client" | "other" | "customerService" | "seoSpecialist", Caller>> = {};
/** The survey's lookups by question, then by code. */
let choice: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  app = await buildApp({ services });
  client = await trialOrganization(services, "566100001", "2026-12-01");
  other = await trialOrganization(services, "566100002", "2026-11-20");
  callers.client = client;
  callers.other = other;
  callers.customerService = await staffCaller(services, "customerService", "0566100101");
  callers.seoSpecialist = await staffCaller(services, "seoSpecialist", "0566100102");
  const lookups = await send("client", "GET", "/api/lookups?group=UserProfileSurveyLookups");
  for (const { type, code, id } of lookups.json() as { type: string; code: string; id: number }[]) {
    choice = { ...choice, [type]: { ...choice[type], [code]: id } };
  }
});
afterAll(() => app.close());

/** A request signed in as `who`, with a token issued at the test's clock. */
async function send(who: keyof typeof callers, method: "GET" | "POST" | "PUT", url: string, payload?: object, lang: "ar" | "en" = "en") {
  return app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${await tokenFor(callers[who]!, now)}`,
      "accept-language": lang,
      ...(payload ? { "content-type": "application/json" } : {}),
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

const due = (caller: Caller) => callerFor(services, caller).profileSurvey.due();

const answer = (userType: string, range: string, source: string, contact: string, reason?: string) => ({
  user_type_id: choice.user_type![userType],
  realestates_range_id: choice.realestates_range![range],
  registration_source_id: choice.registration_source![source],
  amlak_contact_type_id: choice.contact_type![contact],
  ...(reason === undefined ? {} : { usage_reason: reason }),
});

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  return workbook.worksheets[0]!;
}

describe("the know-your-client survey (SPEC §4, §5, §7)", () => {
  it("asks a new client, and a client who answered with POST /api/user-profile-survey is not asked again", async () => {
    expect(await due(client)).toBe(true);
    const sent = await send(
      "client",
      "POST",
      "/api/user-profile-survey",
      answer("manager", "11-50", "search", "whatsapp", "  إدارة عقارات العائلة  "),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true });
    expect(await due(client)).toBe(false);
  });

  it("refuses missing choices, a too-long reason and another question's choice, on their fields, in Arabic and English", async () => {
    const missing = await send("other", "POST", "/api/user-profile-survey", { usage_reason: "x".repeat(1001) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      user_type_id: "This field is required",
      realestates_range_id: "This field is required",
      registration_source_id: "This field is required",
      amlak_contact_type_id: "This field is required",
      usage_reason: "Field cannot exceed 1000 characters",
    });
    const crossed = { ...answer("owner", "1-10", "friend", "phone"), user_type_id: choice.realestates_range!["1-10"] };
    const wrong = await send("other", "POST", "/api/user-profile-survey", crossed, "ar");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "validation.failed", fieldErrors: { user_type_id: "قيمة هذا الحقل غير صحيحة" } });
    expect(await due(other)).toBe(true);
  });

  it("Remind me later (PUT /api/prefs/action-reminder) puts the survey off until the reminder date, then asks again", async () => {
    const later = await send("other", "PUT", "/api/prefs/action-reminder", { action: "showProfileSurvey" });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ action: "showProfileSurvey", remindAt: "2026-12-07T09:00:00.000Z" });
    expect(await due(other)).toBe(false);
    now = new Date("2026-12-07T08:59:59Z");
    expect(await due(other)).toBe(false);
    now = new Date("2026-12-07T09:00:00Z");
    expect(await due(other)).toBe(true);
  });
});

describe("the User Profile Report (GET /api/admin/reports/user-profile-survey)", () => {
  beforeAll(async () => {
    now = new Date("2026-12-08T10:00:00Z");
    await send("other", "POST", "/api/user-profile-survey", answer("owner", "1-10", "friend", "phone"));
  });

  it("lists every organization's answer for customerService, newest first, named in the reader's language", async () => {
    const listed = await send("customerService", "GET", "/api/admin/reports/user-profile-survey");
    expect(listed.statusCode).toBe(200);
    const rows = listed.json() as { id: string; phone: string; totalRealEstateCount: number; userProfileSurvey: Record<string, unknown> }[];
    expect(rows.map((row) => row.id)).toEqual([other.userId, client.userId]);
    expect(rows[1]).toMatchObject({
      name: "Sara",
      phone: "566100001",
      totalRealEstateCount: 0,
      latestRealEstateAddedAt: null,
      userProfileSurvey: {
        updated_at: "2026-12-04T09:00:00.000Z",
        user_type: { id: choice.user_type!.manager, name: "Property manager" },
        realestates_range: { name: "11 to 50 units" },
        registration_source: { name: "Search engine" },
        amlak_contact_type_type: { name: "WhatsApp" },
        usage_reason: "إدارة عقارات العائلة",
      },
    });
    const arabic = await send("customerService", "GET", "/api/admin/reports/user-profile-survey", undefined, "ar");
    expect(arabic.json()[1].userProfileSurvey.user_type.name).toBe("مدير أملاك");
  });

  it("filters by each choice and by the day answered, and refuses an end before the start", async () => {
    const ids = async (query: string) =>
      ((await send("customerService", "GET", `/api/admin/reports/user-profile-survey?${query}`)).json() as { id: string }[]).map(
        (row) => row.id,
      );
    expect(await ids(`user_type_id=${choice.user_type!.manager}`)).toEqual([client.userId]);
    expect(await ids(`realestates_range_id=${choice.realestates_range!["1-10"]}`)).toEqual([other.userId]);
    expect(await ids(`registration_source_id=${choice.registration_source!.search}`)).toEqual([client.userId]);
    expect(await ids(`amlak_contact_type_id=${choice.contact_type!.phone}`)).toEqual([other.userId]);
    expect(await ids("start_date=2026-12-05&end_date=2026-12-08")).toEqual([other.userId]);
    expect(await ids("end_date=2026-12-04&user_type_id=")).toEqual([client.userId]);
    const backwards = await send(
      "customerService",
      "GET",
      "/api/admin/reports/user-profile-survey?start_date=2026-12-08&end_date=2026-12-01",
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toHaveProperty("end_date");
  });

  it("exports the filtered report as an Excel workbook with export_report=true", async () => {
    const response = await send(
      "customerService",
      "GET",
      `/api/admin/reports/user-profile-survey?export_report=true&user_type_id=${choice.user_type!.manager}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(decodeURIComponent(String(response.headers["content-disposition"]))).toMatch(/filename\*=UTF-8''User Profile Report .+\.xlsx$/);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe("User Profile Report");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Name",
      "Mobile",
      "E-mail",
      "Organization",
      "Properties",
      "Latest property added",
      "User type",
      "Portfolio size",
      "Heard of us from",
      "Preferred contact",
      "Usage reason",
      "Answered on",
    ]);
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[0]).toBe("Sara");
    expect(row[1]).toBe("+966 56 610 0001");
    expect(row[4]).toBe(0);
    expect(row.slice(6, 11)).toEqual(["Property manager", "11 to 50 units", "Search engine", "WhatsApp", "إدارة عقارات العائلة"]);
    expect(row[11]).toEqual(new Date(Date.UTC(2026, 11, 4)));

    const arabic = await send("customerService", "GET", "/api/admin/reports/user-profile-survey?export_report=true", undefined, "ar");
    const arabicSheet = await sheetOf(arabic.rawPayload);
    expect(arabicSheet.name).toBe("تقرير ملفات المستخدمين");
    expect(arabicSheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(arabicSheet.rowCount).toBe(3);
  });

  it("refuses members and the seoSpecialist, as JSON and as a file", async () => {
    for (const who of ["client", "seoSpecialist"] as const) {
      for (const query of ["", "?export_report=true"]) {
        const refused = await send(who, "GET", `/api/admin/reports/user-profile-survey${query}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: "auth.roleForbidden" });
      }
    }
  });
});
