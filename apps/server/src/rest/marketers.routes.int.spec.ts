import { staffCaller, tokenFor } from "@amlak/api/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("568300001");
let asStaff: Record<string, string>;

beforeAll(async () => {
  asStaff = { authorization: `Bearer ${await tokenFor(await staffCaller(api.services, "system", "0568300101"))}` };
});

const staffSend = (method: "GET" | "POST" | "PUT", url: string, payload?: object, lang: "ar" | "en" = "en") =>
  api.send(method, url, payload, { ...asStaff, "accept-language": lang });

describe("marketers over REST (SPEC §7 /admin/marketers)", () => {
  it("creates with POST { name, phone, promotion_code, promotion_percent }, lists with GET, changes status with PUT { active }", async () => {
    const created = await staffSend("POST", "/api/admin/marketers", {
      name: "Salman",
      phone: "0551234567",
      promotion_code: "SALMAN10",
      promotion_percent: 10,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(created.json()).toMatchObject({
      name: "Salman",
      phone: "551234567",
      promotion_code: "SALMAN10",
      promotion_percent: 10,
      active: true,
      activated_subscription: 0,
      subscriptions_total: 0,
    });

    const paused = await staffSend("PUT", `/api/admin/marketers/${id}`, { active: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id, active: false });

    const listed = await staffSend("GET", "/api/admin/marketers");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id, promotion_code: "SALMAN10", active: false })]);
  });

  it("refuses a promotion code taken in another case with 409, and invalid fields with 400, in Arabic and English", async () => {
    await staffSend("POST", "/api/admin/marketers", { name: "Noura", promotion_code: "Noura5", promotion_percent: 5 });
    const taken = await staffSend("POST", "/api/admin/marketers", { name: "Other", promotion_code: "NOURA5", promotion_percent: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "marketer.codeTaken", message: "Another marketer already has this promotion code" });
    const takenAr = await staffSend("POST", "/api/admin/marketers", { name: "آخر", promotion_code: "noura5", promotion_percent: 5 }, "ar");
    expect(takenAr.json()).toMatchObject({ code: "marketer.codeTaken", message: "كود الخصم مستخدم لمسوّق آخر" });

    const bad = { name: "", phone: "05123", promotion_code: "نورة", promotion_percent: "abc" };
    const en = await staffSend("POST", "/api/admin/marketers", bad);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: "validation.failed",
      fieldErrors: {
        name: "This field is required",
        phone: "Enter a valid Saudi mobile number",
        promotion_code: "This field is invalid",
        promotion_percent: expect.any(String),
      },
    });
    const ar = await staffSend("POST", "/api/admin/marketers", bad, "ar");
    expect(ar.json()).toMatchObject({ fieldErrors: { name: "هذا الحقل مطلوب", promotion_code: "قيمة هذا الحقل غير صحيحة" } });
  });

  it("refuses a member's token on the staff routes, and a staff token on the member routes", async () => {
    const member = await api.send("GET", "/api/admin/marketers");
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: "auth.roleForbidden" });
    const staffOnMember = await staffSend("GET", "/api/contacts");
    expect(staffOnMember.statusCode).toBe(403);
    expect(staffOnMember.json()).toMatchObject({ code: "auth.noOrganization" });
  });
});
