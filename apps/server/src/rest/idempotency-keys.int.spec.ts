import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567200001");
const owner = () => api.services.database.owner;
const keyed = (key: string, lang = "en") => ({ "idempotency-key": key, "accept-language": lang });

const contactsNamed = async (name: string) =>
  (await owner().selectFrom("contacts").select("id").where("name", "=", name).execute()).map((row) => row.id);
const templatesTitled = async (title: string) =>
  (await owner().selectFrom("user_templates").select("id").where("title", "=", title).execute()).map((row) => row.id);

describe("Idempotency-Key on the REST API's POST and PUT", () => {
  it("answers POST /api/contacts repeated with its key with the first answer, and stores one contact", async () => {
    const body = { type: "tenant", name: "مستأجر المفتاح الواحد", phone: "0551112233" };
    const first = await api.send("POST", "/api/contacts", body, keyed("contact-once-1"));
    const again = await api.send("POST", "/api/contacts", body, keyed("contact-once-1"));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await contactsNamed(body.name)).toEqual([first.json<{ id: string }>().id]);
  });

  it("refuses the key with another body, 422 in the caller's language, and stores nothing more", async () => {
    const body = { type: "tenant", name: "مستأجر المفتاح المكرر", phone: "0551112244" };
    await api.send("POST", "/api/contacts", body, keyed("contact-reused-1"));
    const other = { ...body, name: "مستأجر آخر بالمفتاح نفسه" };
    const refused = await api.send("POST", "/api/contacts", other, keyed("contact-reused-1"));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: "idempotency.keyReused",
      message: "This Idempotency-Key was already used for a different request",
    });
    const arabic = await api.send("POST", "/api/contacts", other, keyed("contact-reused-1", "ar"));
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toMatchObject({ code: "idempotency.keyReused", message: expect.stringContaining("مفتاح عدم التكرار") });
    expect(await contactsNamed(other.name)).toEqual([]);
    // The same body on another route is another request too.
    const template = await api.send("POST", "/api/user-templates", body, keyed("contact-reused-1"));
    expect(template.json()).toMatchObject({ code: "idempotency.keyReused" });
  });

  it("lets exactly one of 8 parallel POST /api/contacts with one key create, and answers all 8 with it", async () => {
    const body = { type: "vendor", name: "مورد الطلبات المتوازية", phone: "0551112255" };
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.send("POST", "/api/contacts", body, keyed("contact-race-1"))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const ids = await contactsNamed(body.name);
    expect(ids).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id))).toEqual(new Set(ids));
  });

  it("answers POST /api/user-templates repeated or raced with one key with the one template it made", async () => {
    const body = { title: "شروط المفتاح", content: "نص الشروط", template_type_id: 1 };
    const first = await api.send("POST", "/api/user-templates", body, keyed("template-once-1"));
    expect(first.statusCode).toBe(201);
    expect((await api.send("POST", "/api/user-templates", body, keyed("template-once-1"))).body).toBe(first.body);
    expect(await templatesTitled(body.title)).toEqual([first.json<{ id: string }>().id]);
    const refused = await api.send("POST", "/api/user-templates", { ...body, content: "نص آخر" }, keyed("template-once-1"));
    expect(refused.statusCode).toBe(422);

    const raced = { ...body, title: "شروط الطلبات المتوازية" };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.send("POST", "/api/user-templates", raced, keyed("template-race-1"))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await templatesTitled(raced.title)).toHaveLength(1);
  });

  it("answers PUT /api/contacts/{id} repeated with its key without changing the contact again", async () => {
    const { id } = (await api.send("POST", "/api/contacts", { type: "lessor", name: "مالك قبل التعديل", phone: "0551112266" })).json<{
      id: string;
    }>();
    const change = { type: "lessor", name: "مالك بعد التعديل", phone: "0551112266" };
    const first = await api.send("PUT", `/api/contacts/${id}`, change, keyed("contact-put-1"));
    expect(first.statusCode).toBe(200);
    // Someone else renames it; a late retry of the first change must not undo that.
    await api.send("PUT", `/api/contacts/${id}`, { ...change, name: "مالك بعد تعديل آخر" });
    const retried = await api.send("PUT", `/api/contacts/${id}`, change, keyed("contact-put-1"));
    expect(retried.statusCode).toBe(200);
    expect(retried.body).toBe(first.body);
    expect(await contactsNamed("مالك بعد تعديل آخر")).toEqual([id]);

    const refused = await api.send("PUT", `/api/contacts/${id}`, { ...change, name: "اسم ثالث" }, keyed("contact-put-1"));
    expect(refused.statusCode).toBe(422);
    expect(await contactsNamed("اسم ثالث")).toEqual([]);
  });

  it("refuses a malformed key with the header named", async () => {
    const refused = await api.send("POST", "/api/contacts", { type: "tenant", name: "x" }, keyed("short"));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "validation.failed", fieldErrors: { "Idempotency-Key": "This field is invalid" } });
  });

  it("honours the key on a tRPC mutation too", async () => {
    const input = { json: { type: "tenant", name: "مستأجر عبر tRPC", phone: "0551112277" } };
    const first = await api.send("POST", "/trpc/contacts.create", input, keyed("trpc-once-1"));
    const again = await api.send("POST", "/trpc/contacts.create", input, keyed("trpc-once-1"));
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await contactsNamed(input.json.name)).toHaveLength(1);
  });

  it("advertises the header on every POST and PUT", async () => {
    const doc = (await api.send("GET", "/api/openapi.json")).json<{
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    }>();
    const names = (path: string, method: string) => doc.paths[path]![method]!.parameters.map((parameter) => parameter.name);
    expect(names("/api/contacts/{id}", "put")).toContain("Idempotency-Key");
    expect(names("/api/user-templates", "post")).toContain("Idempotency-Key");
  });
});
