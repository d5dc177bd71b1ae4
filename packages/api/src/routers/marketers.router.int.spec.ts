import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, refusalOf, staffCaller, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let system: Caller;
let customerService: Caller;
let client: Caller & { orgId: string };

beforeAll(async () => {
  system = await staffCaller(services, "system", "0557800101");
  customerService = await staffCaller(services, "customerService", "0557800102");
  client = await demoOrganization(services, "557800001");
});

const marketers = (lang: "ar" | "en" = "en") => callerFor(services, system, lang).marketers;

/** A subscription of the client's organization with the marketer's code, in the state a checkout left it. */
async function subscription(marketerId: string, state: { total: string; paid: boolean; refunded?: boolean }) {
  const { id } = await owner
    .insertInto("subscriptions")
    .values({
      org_id: client.orgId,
      package_code: "gold",
      status: state.paid ? "activated" : "pending",
      billing: "yearly",
      start_date: "2026-11-01",
      end_date: "2027-10-31",
      marketer_id: marketerId,
      total: state.total,
      activated_at: state.paid ? new Date("2026-11-01T09:00:00Z") : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (state.refunded) {
    await owner
      .insertInto("subscription_refund_requests")
      .values({ org_id: client.orgId, subscription_id: id, reason: "changed plans", status: "approved" })
      .execute();
  }
}

describe("marketers (SPEC §2 /Marketers, §5 rules)", () => {
  it("creates a marketer: phone kept as its nine digits, percent over 100 taken as 100, nothing brought yet", async () => {
    const created = await marketers().create({ name: "سلمان", phone: "0551234567", promotion_code: "Salman10", promotion_percent: 150 });
    expect(created).toMatchObject({
      name: "سلمان",
      phone: "551234567",
      promotion_code: "Salman10",
      active: true,
      activated_subscription: 0,
    });
    expect(created.promotion_percent.toFixed(2)).toBe("100.00");
    expect(created.subscriptions_total.toFixed(2)).toBe("0.00");
    const plain = await marketers().create({ name: "Noura", promotion_code: "NOURA5", promotion_percent: "5.5" });
    expect(plain).toMatchObject({ phone: null, promotion_code: "NOURA5" });
    expect(plain.promotion_percent.toFixed(2)).toBe("5.50");
  });

  it("refuses a promotion code another marketer has in any case, on the code field, in the caller's language", async () => {
    await marketers().create({ name: "Fahad", promotion_code: "Fahad20", promotion_percent: 20 });
    const en = await refusalOf(marketers("en").create({ name: "Other", promotion_code: "fAHAD20", promotion_percent: 10 }), "en");
    expect(en).toMatchObject({ status: 409, body: { code: "marketer.codeTaken" } });
    expect(en?.body.fieldErrors).toEqual({ promotion_code: "Another marketer already has this promotion code" });
    const ar = await refusalOf(marketers("ar").create({ name: "آخر", promotion_code: "FAHAD20", promotion_percent: 10 }), "ar");
    expect(ar?.body.fieldErrors).toEqual({ promotion_code: "كود الخصم مستخدم لمسوّق آخر" });
  });

  it("answers every invalid field with its message in Arabic and English", async () => {
    const bad = { name: " ", phone: "0612345678", promotion_code: "SAVE-10", promotion_percent: -1 };
    const en = await refusalOf(marketers("en").create(bad), "en");
    expect(en?.status).toBe(400);
    expect(en?.body.fieldErrors).toEqual({
      name: "This field is required",
      phone: "Enter a valid Saudi mobile number",
      promotion_code: "This field is invalid",
      promotion_percent: "Value cannot be negative",
    });
    const ar = await refusalOf(marketers("ar").create(bad), "ar");
    expect(ar?.body.fieldErrors).toEqual({
      name: "هذا الحقل مطلوب",
      phone: "أدخل رقم جوال سعودي صحيح",
      promotion_code: "قيمة هذا الحقل غير صحيحة",
      promotion_percent: "لا يمكن أن تكون القيمة سالبة",
    });
    const missing = await refusalOf(marketers("en").create({} as never), "en");
    expect(missing?.body.fieldErrors).toEqual({
      name: "This field is required",
      promotion_code: "This field is required",
      promotion_percent: "This field is required",
    });
  });

  it("changes a marketer's status both ways, and says Not Found for an unknown marketer", async () => {
    const { id } = await marketers().create({ name: "Huda", promotion_code: "HUDA", promotion_percent: 10 });
    expect(await marketers().setStatus({ id, active: false })).toMatchObject({ id, active: false });
    expect((await marketers().list()).find((marketer) => marketer.id === id)?.active).toBe(false);
    expect(await marketers().setStatus({ id, active: true })).toMatchObject({ id, active: true });
    const unknown = await refusalOf(marketers().setStatus({ id: "00000000-0000-4000-8000-000000000000", active: false }));
    expect(unknown).toMatchObject({ status: 404, body: { code: "notFound" } });
  });

  it("counts the subscriptions a marketer brought: paid and not refunded, across organizations, with what they paid", async () => {
    const { id } = await marketers().create({ name: "Majed", promotion_code: "MAJED15", promotion_percent: 15 });
    await subscription(id, { total: "2534.40", paid: true });
    await subscription(id, { total: "1000.00", paid: true });
    await subscription(id, { total: "999.00", paid: false });
    await subscription(id, { total: "500.00", paid: true, refunded: true });

    const listed = (await marketers().list()).find((marketer) => marketer.id === id)!;
    expect(listed.activated_subscription).toBe(2);
    expect(listed.subscriptions_total.toFixed(2)).toBe("3534.40");

    const { title } = await owner.selectFrom("organizations").select("title").where("id", "=", client.orgId).executeTakeFirstOrThrow();
    const detail = await marketers("ar").subscriptions({ id });
    expect(detail.marketer).toEqual({ id, name: "Majed", promotion_code: "MAJED15" });
    expect(detail.subscriptions.map((row) => [row.organization, row.package_name, row.billing, row.total.toFixed(2)]).sort()).toEqual([
      [title, "الذهبية", "yearly", "1000.00"],
      [title, "الذهبية", "yearly", "2534.40"],
    ]);
  });

  it("lists marketers newest first", async () => {
    const names = (await marketers().list()).map((marketer) => marketer.name);
    expect(names.slice(0, 2)).toEqual(["Majed", "Huda"]);
  });
});

describe("who may manage marketers", () => {
  it("refuses a member's token, and staff whose menu has no Marketers (customer service)", async () => {
    const member = await refusalOf(callerFor(services, client).marketers.list());
    expect(member).toMatchObject({ status: 403, body: { code: "auth.roleForbidden" } });
    const support = await refusalOf(
      callerFor(services, customerService).marketers.create({ name: "X", promotion_code: "X1", promotion_percent: 1 }),
    );
    expect(support).toMatchObject({ status: 403, body: { code: "auth.roleForbidden" } });
    expect(await refusalOf(callerFor(services, null).marketers.list())).toMatchObject({ status: 401 });
  });

  it("refuses a staff token on member procedures: staff have no organization", async () => {
    const refused = await refusalOf(callerFor(services, system).contacts.list({}));
    expect(refused).toMatchObject({ status: 403, body: { code: "auth.noOrganization" } });
  });
});
