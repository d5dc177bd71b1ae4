import { beforeAll, describe, expect, it } from "vitest";
import { readAccessToken } from "../auth/access-token.ts";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, lastOtp, refusalOf, testServices, TEST_AUTH } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let fresh: Caller & { orgId: string };
let other: Caller & { orgId: string };

const MAIN = { title: " مكتب الوفاء العقاري ", phone: "0551234567", address: "حي النرجس، الرياض" };

const onPackage = (orgId: string, code: string) =>
  owner.updateTable("subscriptions").set({ package_code: code }).where("org_id", "=", orgId).execute();

/** A paper the organization uploaded for itself (what POST /api/upload?type=ORGANIZATION stores). */
async function paperOf(org: Caller & { orgId: string }, attachedTo: "organization" | "archive" = "organization") {
  const { id } = await owner
    .insertInto("documents")
    .values({
      org_id: org.orgId,
      attached_to: attachedTo,
      owner_id: org.userId,
      name: "vat.pdf",
      kind: "pdf",
      content_type: "application/pdf",
      size_bytes: 1024,
      storage_key: `test/${crypto.randomUUID()}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  // A client who has just signed up: their organization's main information is still empty.
  const anonymous = callerFor(services, null);
  const { challenge } = await anonymous.auth.signup({
    name: "سارة الحربي",
    phone: "0558800001",
    email: "sara@example.sa",
    password: "Secret@123",
  });
  const session = await anonymous.auth.verify({ challenge, otp: await lastOtp(owner, "558800001") });
  const caller = await readAccessToken(TEST_AUTH, session.token, new Date());
  fresh = { ...caller!, orgId: caller!.orgId! };
  other = await demoOrganization(services, "558800002");
});

describe("organization main information", () => {
  it("is needed until first saved: general settings wait for it, the first save creates it and the red dot goes", async () => {
    const api = callerFor(services, fresh);
    expect((await api.session.authorization()).neededActions).toEqual([
      { page: "/MainManagement", action: "mainInformation", showIcon: true },
    ]);
    expect(await api.organization.get()).toMatchObject({ organization_exists: false, title: null, send_sms_reminder: true });

    for (const lang of ["en", "ar"] as const) {
      const refused = await refusalOf(
        callerFor(services, fresh, lang).organization.saveGeneralSettings({ send_sms_reminder: false }),
        lang,
      );
      expect(refused).toMatchObject({
        status: 409,
        body: {
          code: "organization.mainInformationMissing",
          message: lang === "en" ? "Please add main information first" : "يرجى إضافة المعلومات الأساسية أولًا",
        },
      });
    }

    const saved = await api.organization.saveMainInformation(MAIN);
    expect(saved).toMatchObject({
      id: fresh.orgId,
      organization_exists: true,
      title: "مكتب الوفاء العقاري",
      phone: "551234567",
      address: "حي النرجس، الرياض",
      vat_no: null,
      vat_registered: false,
      title_verified: false,
    });
    expect((await api.session.authorization()).neededActions).toEqual([]);
    expect(await api.organization.saveGeneralSettings({ send_sms_reminder: false })).toMatchObject({ send_sms_reminder: false });
  });

  it("updates on later saves, keeping VAT registration with the VAT number, and marks values equal to the verified ones", async () => {
    const api = callerFor(services, fresh);
    const withVat = await api.organization.saveMainInformation({
      ...MAIN,
      vat_no: "٣١٠١٢٣٤٥٦٧٠٠٠٠٣",
      commercial_registration_no: "1010654321",
    });
    expect(withVat).toMatchObject({ vat_no: "310123456700003", vat_registered: true, commercial_registration_no: "1010654321" });
    expect(await owner.selectFrom("organizations").select("id").where("id", "=", fresh.orgId).execute()).toHaveLength(1);

    await owner
      .updateTable("organizations")
      .set({ title_verified: "مكتب الوفاء العقاري", vat_no_verified: "310123456700003", commercial_registration_no_verified: "1010000000" })
      .where("id", "=", fresh.orgId)
      .execute();
    expect(await api.organization.get()).toMatchObject({
      title_verified: true,
      vat_no_verified: true,
      commercial_registration_no_verified: false,
    });

    const renamed = await api.organization.saveMainInformation({ ...MAIN, title: "مكتب الوفاء", vat_no: "" });
    expect(renamed).toMatchObject({
      title: "مكتب الوفاء",
      title_verified: false,
      vat_no: null,
      vat_no_verified: false,
      vat_registered: false,
    });
  });

  it("refuses bad fields with translated messages, in Arabic and English, saving nothing", async () => {
    const bad = { title: " ", phone: "0412345678", address: "", commercial_registration_no: "0123456789", vat_no: "210123456700003" };
    const en = await refusalOf(callerFor(services, fresh, "en").organization.saveMainInformation(bad), "en");
    expect(en).toMatchObject({ status: 400 });
    expect(en?.body.fieldErrors).toEqual({
      title: "This field is required",
      phone: expect.any(String),
      address: "This field is required",
      commercial_registration_no: "This field is invalid",
      vat_no: "This field is invalid",
    });
    const ar = await refusalOf(callerFor(services, fresh, "ar").organization.saveMainInformation(bad), "ar");
    expect(ar?.body.fieldErrors?.title).toBe("هذا الحقل مطلوب");
    expect(ar?.body.fieldErrors?.vat_no).toBe("قيمة هذا الحقل غير صحيحة");
    expect((await callerFor(services, fresh).organization.get()).title).toBe("مكتب الوفاء");
  });

  it("takes the VAT and CR papers the organization uploaded for itself, and links them; another organization's is refused", async () => {
    const api = callerFor(services, fresh);
    const vatPaper = await paperOf(fresh);
    const crPaper = await paperOf(fresh);
    const saved = await api.organization.saveMainInformation({
      ...MAIN,
      vat_no: "310123456700003",
      vat_no_key_object: vatPaper,
      commercial_registration_no: "1010654321",
      commercial_registration_no_key_object: crPaper,
    });
    expect(saved).toMatchObject({ vat_no_key_object: vatPaper, commercial_registration_no_key_object: crPaper });
    expect(saved.vat_no_url).toMatch(new RegExp(`^/api/files/${vatPaper}\\?`));
    expect(saved.commercial_registration_no_url).toMatch(new RegExp(`^/api/files/${crPaper}\\?`));

    const foreign = await refusalOf(api.organization.saveMainInformation({ ...MAIN, vat_no_key_object: await paperOf(other) }));
    expect(foreign).toMatchObject({ status: 400, body: { fieldErrors: { vat_no_key_object: "This field is invalid" } } });
    const archived = await refusalOf(
      api.organization.saveMainInformation({ ...MAIN, commercial_registration_no_key_object: await paperOf(fresh, "archive") }),
    );
    expect(archived?.body.fieldErrors).toEqual({ commercial_registration_no_key_object: "This field is invalid" });
    expect((await api.organization.get()).vat_no_key_object).toBe(vatPaper);
  });
});

describe("general settings", () => {
  it("keeps the SMS reminder on by default and saves the reminder phone and preferences the package allows", async () => {
    const api = callerFor(services, other);
    expect(await api.organization.get()).toMatchObject({
      send_sms_reminder: true,
      remind_on_due_date: true,
      remind_when_overdue: true,
      rent_reminder_phone: null,
      organization_exists: true,
    });
    const saved = await api.organization.saveGeneralSettings({
      send_sms_reminder: true,
      remind_on_due_date: false,
      rent_reminder_phone: "+966 50 111 2233",
      preferences: { show_realestate_vacancy_cost: true, auto_generate_rent_tax_invoice: true },
    });
    expect(saved).toMatchObject({
      send_sms_reminder: true,
      remind_on_due_date: false,
      remind_when_overdue: true,
      rent_reminder_phone: "501112233",
      preferences: { show_realestate_vacancy_cost: true, auto_generate_rent_tax_invoice: true },
    });
    // The readers of the preferences (vacancy cost, automatic tax invoices) find the same keys.
    const stored = await owner.selectFrom("organizations").select("preferences").where("id", "=", other.orgId).executeTakeFirstOrThrow();
    expect(stored.preferences).toMatchObject({ show_realestate_vacancy_cost: true, auto_generate_rent_tax_invoice: true });

    // An empty preferences list comes as null: every preference off. A field left out keeps its value.
    const cleared = await api.organization.saveGeneralSettings({ preferences: [] as never });
    expect(cleared).toMatchObject({
      remind_on_due_date: false,
      rent_reminder_phone: "501112233",
      preferences: { show_realestate_vacancy_cost: false, auto_generate_rent_tax_invoice: false },
    });
  });

  it("refuses what the package does not give: no reminder phone on the free package, no vacancy cost below gold", async () => {
    const api = callerFor(services, other);
    try {
      await onPackage(other.orgId, "free");
      expect(await refusalOf(api.organization.saveGeneralSettings({ rent_reminder_phone: "501112244" }))).toMatchObject({
        status: 403,
        body: { message: "Not Allowed in Current Subscription Package" },
      });
      // Clearing it and switching preferences off stay allowed.
      expect(await api.organization.saveGeneralSettings({ rent_reminder_phone: null, send_sms_reminder: false })).toMatchObject({
        rent_reminder_phone: null,
        send_sms_reminder: false,
      });
      await onPackage(other.orgId, "silver");
      for (const preferences of [{ show_realestate_vacancy_cost: true }, { auto_generate_rent_tax_invoice: true }]) {
        expect((await refusalOf(api.organization.saveGeneralSettings({ preferences })))?.body.code).toBe("subscription.notAllowed");
      }
      expect(await api.organization.saveGeneralSettings({ rent_reminder_phone: "501112244" })).toMatchObject({
        rent_reminder_phone: "501112244",
      });
      await onPackage(other.orgId, "gold");
      expect(
        await api.organization.saveGeneralSettings({
          preferences: { show_realestate_vacancy_cost: true, auto_generate_rent_tax_invoice: true },
        }),
      ).toMatchObject({ preferences: { show_realestate_vacancy_cost: true, auto_generate_rent_tax_invoice: true } });
    } finally {
      await onPackage(other.orgId, "platinum");
    }
  });

  it("is the owner's: sub-users and viewers may neither read nor save the settings; the demo client may", async () => {
    for (const type of ["subClient", "restricted_subClient", "readonly_subClient", "operational_subClient", "viewer"] as const) {
      const api = callerFor(services, { ...other, type });
      expect((await refusalOf(api.organization.get()))?.status).toBe(403);
      expect((await refusalOf(api.organization.saveMainInformation(MAIN)))?.status).toBe(403);
      expect((await refusalOf(api.organization.saveGeneralSettings({ send_sms_reminder: true })))?.status).toBe(403);
    }
    const mock = callerFor(services, { ...other, type: "client_mock" });
    expect(await mock.organization.saveGeneralSettings({ send_sms_reminder: true })).toMatchObject({ send_sms_reminder: true });
  });
});

describe("the VAT number alone (asked by the contract stepper)", () => {
  it("takes the name of an organization that has none with it, refuses a bad number in both languages, keeps a saved name", async () => {
    const anonymous = callerFor(services, null);
    const { challenge } = await anonymous.auth.signup({
      name: "ماجد القحطاني",
      phone: "0558800003",
      email: "majed@example.sa",
      password: "Secret@123",
    });
    const session = await anonymous.auth.verify({ challenge, otp: await lastOtp(owner, "558800003") });
    const caller = await readAccessToken(TEST_AUTH, session.token, new Date());
    const newcomer = { ...caller!, orgId: caller!.orgId! };
    const api = callerFor(services, newcomer);

    expect(await refusalOf(api.organization.saveVatNo({ vat_no: "310123456700003" }))).toMatchObject({
      status: 409,
      body: { code: "organization.mainInformationMissing", fieldErrors: { title: "This field is required" } },
    });
    const named = await api.organization.saveVatNo({ vat_no: "310123456700003", title: "مكتب النخيل العقاري" });
    expect(named).toMatchObject({
      organization_exists: true,
      title: "مكتب النخيل العقاري",
      vat_no: "310123456700003",
      vat_registered: true,
    });
    await api.organization.saveMainInformation(MAIN);

    const en = await refusalOf(callerFor(services, newcomer, "en").organization.saveVatNo({ vat_no: "210123456700003" }), "en");
    expect(en).toMatchObject({ status: 400, body: { fieldErrors: { vat_no: "This field is invalid" } } });
    const ar = await refusalOf(callerFor(services, newcomer, "ar").organization.saveVatNo({ vat_no: "31012345670000" }), "ar");
    expect(ar?.body.fieldErrors?.vat_no).toBe("قيمة هذا الحقل غير صحيحة");
    expect((await api.organization.letterhead()).vatRegistered).toBe(false);

    const saved = await api.organization.saveVatNo({ vat_no: "٣١٠١٢٣٤٥٦٧٠٠٠٠٣", title: "اسم لا يحل محل المحفوظ" });
    expect(saved).toMatchObject({ vat_no: "310123456700003", vat_registered: true, title: "مكتب الوفاء العقاري", phone: "551234567" });
    expect(await api.organization.letterhead()).toMatchObject({ vatNo: "310123456700003", vatRegistered: true });
  });

  it("is the owner's: a sub-user may not save it", async () => {
    for (const type of ["subClient", "operational_subClient", "viewer"] as const) {
      const api = callerFor(services, { ...other, type });
      expect((await refusalOf(api.organization.saveVatNo({ vat_no: "310123456700003" })))?.status).toBe(403);
    }
  });
});

describe("the documents a payment is marked paid with", () => {
  it("are the cash receipt and the tax invoice until the organization chooses otherwise, and its choice is its own", async () => {
    const api = callerFor(services, fresh);
    expect(await api.organization.paymentDocuments()).toEqual({ issue_receipt: true, issue_invoice: true });

    expect(await api.organization.savePaymentDocuments({ issue_receipt: true, issue_invoice: false })).toEqual({
      issue_receipt: true,
      issue_invoice: false,
    });
    expect(await api.organization.paymentDocuments()).toEqual({ issue_receipt: true, issue_invoice: false });
    expect(await callerFor(services, other).organization.paymentDocuments()).toEqual({ issue_receipt: true, issue_invoice: true });

    const bad = await refusalOf(api.organization.savePaymentDocuments({ issue_receipt: "yes" } as never));
    expect(bad).toMatchObject({
      status: 400,
      body: { fieldErrors: { issue_receipt: "This field is invalid", issue_invoice: expect.any(String) } },
    });
    expect(await api.organization.paymentDocuments()).toEqual({ issue_receipt: true, issue_invoice: false });
  });
});
