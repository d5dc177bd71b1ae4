import { riyadhToday } from "@amlak/domain";
import { money } from "@amlak/money";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, demoOrganization, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "564000001", password: "Secret@123", email: "564000001@example.sa" }, riyadhToday(new Date()));
  client = await demoCaller(services, "564000001");
});

describe("contacts", () => {
  it("adds a contact with every field, phones normalized and blanks stored as nothing, and reads it back", async () => {
    const api = callerFor(services, client);
    const { id } = await api.contacts.create({
      type: "tenant",
      name: "  خالد بن سعد العمري ",
      phone: "+966 55 123 4567",
      alternative_phone: "٠٥٦٧٦٥٤٣٢١",
      email: "khalid@example.sa",
      national_id: "1099456789",
      unified_no: "",
      national_address: "RRRD2929",
      tag: "VIP",
      emergency_contact: "سعد العمري 0500000009",
      representative: "",
    });
    expect(await api.contacts.get({ id })).toEqual({
      id,
      type: "tenant",
      name: "خالد بن سعد العمري",
      phone: "551234567",
      alternative_phone: "567654321",
      email: "khalid@example.sa",
      national_id: "1099456789",
      unified_no: null,
      national_address: "RRRD2929",
      vat_no: null,
      buyer_address: null,
      tag: "VIP",
      emergency_contact: "سعد العمري 0500000009",
      representative: null,
      preferred_channel: "sms",
      lang: "ar",
    });
  });

  it("lists the contacts reached at one phone (?phone=, as typed), by their phone or their alternative one", async () => {
    const api = callerFor(services, client);
    const { id: main } = await api.contacts.create({ type: "tenant", name: "ماجد", phone: "0561230001" });
    const { id: alternative } = await api.contacts.create({
      type: "vendor",
      name: "سباك",
      phone: "0561230002",
      alternative_phone: "0561230001",
    });
    const { rows } = await api.contacts.list({ phone: "+966 56 123 0001" });
    expect(rows.map((row) => row.id).sort()).toEqual([main, alternative].sort());
    expect((await api.contacts.list({ phone: "0561230002" })).rows.map((row) => row.id)).toEqual([alternative]);
    expect((await refusalOf(api.contacts.list({ phone: "12" })))?.body.fieldErrors).toEqual({ phone: "Enter a valid Saudi mobile number" });
  });

  it("refuses a bad national id and unified number, then a phone equal to the alternative phone, naming each field", async () => {
    const api = callerFor(services, client);
    const fieldsOf = async (contact: Parameters<typeof api.contacts.create>[0]) => {
      const answer = await refusalOf(api.contacts.create(contact));
      expect(answer?.status).toBe(400);
      return answer?.body.fieldErrors;
    };
    const vendor = { type: "vendor", name: "مؤسسة الصيانة", phone: "0551112222" } as const;
    expect(await fieldsOf({ ...vendor, national_id: "3000000000", unified_no: "1234" })).toEqual({
      national_id: "This field is invalid",
      unified_no: "This field is invalid",
    });
    expect(await fieldsOf({ ...vendor, alternative_phone: "+966551112222" })).toEqual({
      alternative_phone: "Phone is same as alternative phone",
    });
  });

  it("keeps a tenant's preferred channel and language, and e-mail only for a contact with an address", async () => {
    const api = callerFor(services, client);
    const tenant = { type: "tenant", name: "Reem", phone: "0553334444", email: "reem@example.sa" } as const;
    const { id } = await api.contacts.create({ ...tenant, preferred_channel: "whatsapp", lang: "en" });
    expect(await api.contacts.get({ id })).toMatchObject({ preferred_channel: "whatsapp", lang: "en" });

    // Left out on an update, they stay as they were.
    await api.contacts.update({ id, ...tenant, name: "Reem A." });
    expect(await api.contacts.get({ id })).toMatchObject({ name: "Reem A.", preferred_channel: "whatsapp", lang: "en" });
    await api.contacts.update({ id, ...tenant, preferred_channel: "email" });

    const refused = await refusalOf(api.contacts.create({ ...tenant, phone: "0553334445", email: "", preferred_channel: "email" }), "ar");
    expect(refused?.body.fieldErrors).toEqual({ preferred_channel: "أضف بريدًا إلكترونيًا لجهة الاتصال لتصلها الرسائل به" });
    // Nor may a contact kept on e-mail lose its address.
    const emptied = await refusalOf(api.contacts.update({ id, ...tenant, email: null }));
    expect(emptied?.body.fieldErrors).toEqual({ preferred_channel: "Add the contact's email address to send their messages by email" });
    expect(await api.contacts.get({ id })).toMatchObject({ email: "reem@example.sa", preferred_channel: "email" });
    expect((await refusalOf(api.contacts.update({ id, ...tenant, lang: "fr" as never })))?.body.fieldErrors).toEqual({
      lang: "This field is invalid",
    });
  });

  it("changes every field of a contact and deletes one no unit or contract names", async () => {
    const api = callerFor(services, client);
    const { id } = await api.contacts.create({ type: "agent", name: "وسيط", phone: "0552223333" });
    await api.contacts.update({ id, type: "vendor", name: "مورد", phone: null, email: "vendor@example.sa" });
    expect(await api.contacts.get({ id })).toMatchObject({ type: "vendor", name: "مورد", phone: null, email: "vendor@example.sa" });
    expect(await api.contacts.delete({ id })).toEqual({ id });
    expect((await refusalOf(api.contacts.get({ id })))?.body.code).toBe("notFound");
    expect((await refusalOf(api.contacts.delete({ id })))?.body.code).toBe("notFound");
  });

  it("refuses to delete a lessor named on units and contracts, in the caller's language, and keeps them", async () => {
    const api = callerFor(services, client);
    const [lessor] = (await api.contacts.find({ type: "lessor" })).filter((contact) => contact.name.includes("القحطاني"));
    const answer = await refusalOf(api.contacts.delete({ id: lessor!.id }), "ar");
    expect(answer).toMatchObject({
      status: 409,
      body: { code: "contact.inUse", message: "لا يمكن حذف جهة الاتصال لأنها مرتبطة بعقار أو عقد" },
    });
    expect(await api.contacts.get({ id: lessor!.id })).toMatchObject({ id: lessor!.id, type: "lessor" });
  });

  it("lets the read-only sub-user read contacts but not change them", async () => {
    const readonly = callerFor(services, { ...client, type: "readonly_subClient" });
    const [tenant] = await readonly.contacts.find({ type: "tenant" });
    expect(await readonly.contacts.get({ id: tenant!.id })).toMatchObject({ id: tenant!.id });
    const attempts = [
      () => readonly.contacts.create({ type: "tenant", name: "x" }),
      () => readonly.contacts.update({ id: tenant!.id, type: "tenant", name: "x" }),
      () => readonly.contacts.delete({ id: tenant!.id }),
    ];
    for (const attempt of attempts) expect((await refusalOf(attempt()))?.body.code).toBe("auth.roleForbidden");
    const operational = callerFor(services, { ...client, type: "operational_subClient" });
    const { id } = await operational.contacts.create({ type: "vendor", name: "سباك الحي" });
    expect(await operational.contacts.delete({ id })).toEqual({ id });
  });

  it("states what a tenant owes: charges due and payments made, in date order, closing as the database adds it up", async () => {
    const api = callerFor(services, client);
    const today = riyadhToday(new Date());
    for (const tenant of await api.contacts.find({ type: "tenant" })) {
      const statement = await api.contacts.statement({ id: tenant.id });
      const { rows } = await sql<{ due: string; paid: string }>`
        select coalesce(sum(p.price + p.vat) filter (where p.due_date <= ${today}::date), 0)::text as due,
               coalesce(sum(p.price + p.vat) filter (where p.status = 'paid' and p.paid_date <= ${today}::date), 0)::text as paid
        from payments p join contracts c on c.id = p.contract_id
        where c.tenant_id = ${tenant.id} and p.party = 'tenant' and p.direction = 'income' and p.status in ('pending', 'paid')`.execute(
        owner,
      );
      expect(statement.closing.toFixed(2)).toBe(money(rows[0]!.due).minus(money(rows[0]!.paid)).toFixed(2));
      expect(statement.lines.map((line) => line.date)).toEqual([...statement.lines.map((line) => line.date)].sort());
    }
    const [tenant] = await api.contacts.find({ type: "tenant" });
    const period = await api.contacts.statement({ id: tenant!.id, from: "2020/01/01", to: today });
    expect(period.opening.toFixed(2)).toBe("0.00");
    const bad = await refusalOf(api.contacts.statement({ id: tenant!.id, from: "2026/05/01", to: "2026/04/01" }));
    expect(bad?.body.fieldErrors).toEqual({ to: expect.any(String) });
    const operational = callerFor(services, { ...client, type: "operational_subClient" });
    const hidden = await operational.contacts.statement({ id: tenant!.id });
    expect(hidden.lines.every((line) => !line.type.includes("commission"))).toBe(true);
  });
});

describe("duplicate contacts", () => {
  const tenant1 = { name: "فهد بن عبدالعزيز الدوسري", phone: "507334455", national_id: "1045678901" };
  const contactsWith = (orgId: string, phone: string) =>
    owner.selectFrom("contacts").select("id").where("org_id", "=", orgId).where("phone", "=", phone).execute();
  const count = async () =>
    Number(
      (
        await owner
          .selectFrom("contacts")
          .select(sql<string>`count(*)`.as("n"))
          .where("org_id", "=", client.orgId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const idOf = async (phone: string) => (await contactsWith(client.orgId, phone))[0]!.id;

  it("refuses a phone another contact has with 409, naming and linking it in the caller's language, and saves it once confirmed", async () => {
    const api = callerFor(services, client);
    const existingId = await idOf(tenant1.phone);
    const before = await count();
    const twin = { type: "tenant", name: "فهد الدوسري", phone: "+966 50 733 4455" } as const;
    expect(await refusalOf(api.contacts.create(twin))).toEqual({
      status: 409,
      body: {
        code: "contact.duplicate",
        message: `A contact with this phone or national ID already exists: ${tenant1.name}`,
        fieldErrors: { phone: `Already recorded for ${tenant1.name}` },
        details: { id: existingId, name: tenant1.name, type: "tenant", field: "phone" },
      },
      unexpected: false,
    });
    expect((await refusalOf(callerFor(services, client, "ar").contacts.create(twin), "ar"))?.body).toMatchObject({
      message: `توجد جهة اتصال بنفس رقم الجوال أو رقم الهوية: ${tenant1.name}`,
      fieldErrors: { phone: `مسجّل مسبقًا باسم ${tenant1.name}` },
    });
    expect(await count()).toBe(before);

    const { id } = await api.contacts.create({ ...twin, confirm_duplicate: true });
    expect((await contactsWith(client.orgId, tenant1.phone)).map((row) => row.id).sort()).toEqual([existingId, id].sort());
    // A confirmed duplicate keeps its phone through later edits without confirming again.
    await api.contacts.update({ id, ...twin, name: "فهد الدوسري (الابن)" });
    expect(await api.contacts.get({ id })).toMatchObject({ name: "فهد الدوسري (الابن)", phone: tenant1.phone });
    await api.contacts.delete({ id });
  });

  it("refuses a national id another contact has, on create and on update, and a change to another contact's phone", async () => {
    const api = callerFor(services, client);
    const existingId = await idOf(tenant1.phone);
    const byNationalId = await refusalOf(
      api.contacts.create({ type: "tenant", name: "فهد", phone: "0559990001", national_id: tenant1.national_id }),
    );
    expect(byNationalId?.body).toMatchObject({
      code: "contact.duplicate",
      fieldErrors: { national_id: `Already recorded for ${tenant1.name}` },
      details: { id: existingId, field: "national_id" },
    });
    expect(await contactsWith(client.orgId, "559990001")).toEqual([]);

    const { id } = await api.contacts.create({ type: "vendor", name: "مورد جديد", phone: "0559990002" });
    const toPhone = await refusalOf(api.contacts.update({ id, type: "vendor", name: "مورد جديد", phone: "0507334455" }));
    expect(toPhone).toMatchObject({ status: 409, body: { code: "contact.duplicate", details: { id: existingId, field: "phone" } } });
    const toNationalId = await refusalOf(
      api.contacts.update({ id, type: "vendor", name: "مورد جديد", phone: "0559990002", national_id: tenant1.national_id }),
    );
    expect(toNationalId?.body.details).toEqual({ id: existingId, name: tenant1.name, type: "tenant", field: "national_id" });
    expect(await api.contacts.get({ id })).toMatchObject({ phone: "559990002", national_id: null });
    await api.contacts.update({ id, type: "vendor", name: "مورد جديد", phone: "0507334455", confirm_duplicate: true });
    expect(await api.contacts.get({ id })).toMatchObject({ phone: tenant1.phone });
    await api.contacts.delete({ id });
  });

  it("saves one contact of six created at once with the same phone, and refuses the other five", async () => {
    const api = callerFor(services, client);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, k) => api.contacts.create({ type: "tenant", name: `مستأجر متزامن ${k + 1}`, phone: "0559990003" })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refusals = await Promise.all(
      outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [refusalOf(Promise.reject(outcome.reason))] : [])),
    );
    expect(refusals.map((refusal) => refusal?.body.code)).toEqual(Array(5).fill("contact.duplicate"));
    expect(await contactsWith(client.orgId, "559990003")).toHaveLength(1);
  });

  it("lets another organization save a phone and national id this organization's contact has", async () => {
    const other = await demoOrganization(services, "564000002");
    const mine = await callerFor(services, client).contacts.create({
      type: "tenant",
      name: "عميل مشترك",
      phone: "0559990004",
      national_id: "1099000004",
    });
    const theirs = await callerFor(services, other).contacts.create({
      type: "tenant",
      name: "عميل مشترك",
      phone: "0559990004",
      national_id: "1099000004",
    });
    expect(theirs.id).not.toBe(mine.id);
    expect(await contactsWith(other.orgId, "559990004")).toEqual([theirs]);
  });
});
