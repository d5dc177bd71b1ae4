import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("568100001");
const send = api.send.bind(api);

describe("the organization over REST (SPEC §7)", () => {
  it("GET /api/organizations answers the organization with its verification markers and general settings", async () => {
    const response = await send("GET", "/api/organizations");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      organization_exists: true,
      title: "مؤسسة الياسمين لإدارة الأملاك",
      title_verified: true,
      phone: "501234567",
      vat_no: "310123456700003",
      vat_no_verified: false,
      vat_no_url: null,
      commercial_registration_no: "1010123456",
      send_sms_reminder: true,
      remind_on_due_date: true,
      remind_when_overdue: true,
      rent_reminder_phone: null,
      preferences: { show_realestate_vacancy_cost: false, auto_generate_rent_tax_invoice: false },
    });
  });

  it("POST and PUT /api/organizations save the organization fields; contract_terms is not saved; an empty preferences list is null", async () => {
    const fields = {
      title: "مؤسسة الياسمين",
      phone: "+966501234567",
      address: "الرياض",
      commercial_registration_no: "1010123456",
      vat_no: "",
    };
    const created = await send("POST", "/api/organizations", fields);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ title: "مؤسسة الياسمين", title_verified: false, vat_no: null, vat_registered: false });

    const updated = await send("PUT", "/api/organizations", {
      ...fields,
      vat_no: "310123456700003",
      contract_terms: "not saved here",
      send_sms_reminder: false,
      remind_when_overdue: false,
      rent_reminder_phone: "0551112233",
      preferences: { show_realestate_vacancy_cost: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      vat_no: "310123456700003",
      vat_registered: true,
      contract_terms: null,
      send_sms_reminder: false,
      remind_on_due_date: true,
      remind_when_overdue: false,
      rent_reminder_phone: "551112233",
      preferences: { show_realestate_vacancy_cost: true, auto_generate_rent_tax_invoice: false },
    });
    const cleared = await send("PUT", "/api/organizations", { ...fields, preferences: [] });
    expect(cleared.json()).toMatchObject({
      remind_when_overdue: false,
      preferences: { show_realestate_vacancy_cost: false, auto_generate_rent_tax_invoice: false },
    });
  });

  it("answers bad fields with 400 and their translated messages", async () => {
    const response = await send("PUT", "/api/organizations", { title: "", phone: "12", address: "x", vat_no: "123" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { fieldErrors: object }).fieldErrors).sort()).toEqual(["phone", "title", "vat_no"]);
  });
});
