import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("565000001");
const send = api.send.bind(api);

describe("contacts over REST", () => {
  it("creates with SPEC §3 names and answers { id }, changes, lists by type and deletes", async () => {
    const created = await send("POST", "/api/contacts", { type: "Vendor", name: "ورشة التكييف", phone: "0557778888", tag: "صيانة" });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(created.json()).toEqual({ id });

    const changed = await send("PUT", `/api/contacts/${id}`, { type: "vendor", name: "ورشة التكييف والتبريد", phone: "0557778888" });
    expect(changed.statusCode).toBe(200);
    const vendors = (await send("GET", "/api/contacts?type=Vendor")).json() as { id: string; name: string }[];
    expect(vendors.find((contact) => contact.id === id)?.name).toBe("ورشة التكييف والتبريد");

    expect((await send("DELETE", `/api/contacts/${id}`)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/contacts/${id}`)).json()).toMatchObject({ code: "notFound" });
  });

  it("refuses a bad body with the field named, and a contact a unit names with 409", async () => {
    const bad = await send("POST", "/api/contacts", { type: "tenant", name: "", phone: "12" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: "validation.failed",
      fieldErrors: { name: "This field is required", phone: "Enter a valid Saudi mobile number" },
    });
    const [lessor] = (await send("GET", "/api/contacts?type=lessor")).json() as { id: string }[];
    const refused = await send("DELETE", `/api/contacts/${lessor!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "contact.inUse" });
  });
});

describe("a contact's message preferences over REST", () => {
  it("accepts an optional preferred_channel and lang, and refuses e-mail for a contact without an address", async () => {
    const tenant = { type: "tenant", name: "Nora", phone: "0557771234" };
    const created = await send("POST", "/api/contacts", { ...tenant, preferred_channel: "whatsapp", lang: "en" });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const stored = () =>
      api.services.database.owner
        .selectFrom("contacts")
        .select(["preferred_channel", "lang"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ preferred_channel: "whatsapp", lang: "en" });

    // A legacy body without them keeps them.
    expect((await send("PUT", `/api/contacts/${id}`, { ...tenant, name: "Nora S." })).statusCode).toBe(200);
    expect(await stored()).toEqual({ preferred_channel: "whatsapp", lang: "en" });

    const refused = await send("PUT", `/api/contacts/${id}`, { ...tenant, preferred_channel: "email" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "validation.failed",
      fieldErrors: { preferred_channel: "Add the contact's email address to send their messages by email" },
    });
  });
});

describe("duplicate contacts over REST", () => {
  const lessor = { name: "عبدالله بن محمد القحطاني", phone: "0505112233", national_id: "1023456789" };
  const contactsWith = async (searchText: string) =>
    (await send("GET", `/api/contacts?searchText=${searchText}`)).json() as { id: string }[];

  it("answers 409 contact.duplicate with the existing contact's id, in the caller's language, writes nothing, and creates once confirmed", async () => {
    const [existing] = await contactsWith("505112233");
    const twin = { type: "Lessor", name: "عبدالله القحطاني", phone: "+966505112233" };
    const refused = await send("POST", "/api/contacts", twin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "contact.duplicate",
      message: `A contact with this phone or national ID already exists: ${lessor.name}`,
      fieldErrors: { phone: `Already recorded for ${lessor.name}` },
      details: { id: existing!.id, name: lessor.name, type: "lessor", field: "phone" },
    });
    const arabic = await send("POST", "/api/contacts", twin, { "accept-language": "ar" });
    expect(arabic.json()).toMatchObject({ message: `توجد جهة اتصال بنفس رقم الجوال أو رقم الهوية: ${lessor.name}` });
    expect(await contactsWith("505112233")).toHaveLength(1);

    const confirmed = await send("POST", "/api/contacts", { ...twin, confirm_duplicate: true });
    expect(confirmed.statusCode).toBe(201);
    expect(await contactsWith("505112233")).toHaveLength(2);
    expect((await send("DELETE", `/api/contacts/${(confirmed.json() as { id: string }).id}`)).statusCode).toBe(200);
  });

  it("refuses a national id another contact has, and a change to another contact's phone", async () => {
    const [existing] = await contactsWith("505112233");
    const byNationalId = await send("POST", "/api/contacts", {
      type: "tenant",
      name: "سمي",
      phone: "0559880001",
      national_id: lessor.national_id,
    });
    expect(byNationalId.statusCode).toBe(409);
    expect(byNationalId.json()).toMatchObject({ details: { id: existing!.id, field: "national_id" } });
    expect(await contactsWith("559880001")).toEqual([]);

    const { id } = (await send("POST", "/api/contacts", { type: "vendor", name: "مورد", phone: "0559880002" })).json() as { id: string };
    const moved = await send("PUT", `/api/contacts/${id}`, { type: "vendor", name: "مورد", phone: lessor.phone });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: "contact.duplicate", details: { id: existing!.id } });
    expect(await contactsWith("559880002")).toHaveLength(1);
  });

  it("creates one contact of six posted at once with one phone", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, k) => send("POST", "/api/contacts", { type: "tenant", name: `متزامن ${k + 1}`, phone: "0559880003" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await contactsWith("559880003")).toHaveLength(1);
  });
});
