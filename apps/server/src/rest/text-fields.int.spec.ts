import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("565000017");
const ARABIC = { "accept-language": "ar" };

const contactCount = async () =>
  Number(
    (
      await api.services.database.owner
        .selectFrom("contacts")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("text fields over REST and tRPC", () => {
  it("refuses a name over its limit with a message naming the limit, in English and Arabic", async () => {
    const contact = { type: "tenant", name: "ن".repeat(101) };
    const en = await api.send("POST", "/api/contacts", contact);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: "validation.failed", fieldErrors: { name: "Field cannot exceed 100 characters" } });
    const ar = await api.send("POST", "/api/contacts", contact, ARABIC);
    expect(ar.json()).toMatchObject({ fieldErrors: { name: "لا يمكن أن يتجاوز هذا الحقل 100 حرف" } });
    expect((await api.send("POST", "/api/contacts", { ...contact, name: "ن".repeat(100) })).statusCode).toBe(201);
  });

  it("refuses a name carrying a bidi override, writing nothing, and keeps Arabic joiners and marks", async () => {
    const before = await contactCount();
    const en = await api.send("POST", "/api/contacts", { type: "tenant", name: "\u202Eabc" });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: "validation.failed",
      fieldErrors: { name: "This field contains hidden text-direction characters that are not allowed" },
    });
    const ar = await api.send("POST", "/api/contacts", { type: "tenant", name: "مؤسسة\u2067 النخيل\u2069" }, ARABIC);
    expect(ar.json()).toMatchObject({ fieldErrors: { name: "يحتوي هذا الحقل على رموز خفية لاتجاه النص غير مسموح بها" } });
    expect(await contactCount()).toBe(before);

    const name = "مؤسسة\u200Cالنخيل \u200F5\u200F";
    expect((await api.send("POST", "/api/contacts", { type: "tenant", name })).statusCode).toBe(201);
    const tenants = (await api.send("GET", "/api/contacts?type=tenant")).json() as { name: string }[];
    expect(tenants.map((tenant) => tenant.name)).toContain(name);
  });

  it("answers a search carrying a bidi control as a field error, never a failure", async () => {
    const rest = await api.send("GET", `/api/contacts?searchText=${encodeURIComponent("\u202Eabc")}`);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ code: "validation.failed", fieldErrors: { searchText: expect.any(String) } });
    const input = encodeURIComponent(JSON.stringify({ json: { searchText: "\u2066abc" } }));
    const trpc = await api.send("GET", `/trpc/contacts.list?input=${input}`);
    expect(trpc.statusCode).toBe(400);
    expect(JSON.stringify(trpc.json())).toContain("validation.failed");
  });
});
