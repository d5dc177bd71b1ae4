import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567100001");
const send = api.send.bind(api);
/** An organization of its own, so that the other tests' count of templates stays theirs. */
const other = new DemoApi("567100002");

describe("contract terms templates over REST (SPEC §7)", () => {
  it("adds templates with POST /user-templates and lists them with GET /user-templates?template_type=ContractTerms", async () => {
    expect((await send("GET", "/api/user-templates?template_type=ContractTerms")).json()).toEqual([]);
    const created = await send("POST", "/api/user-templates", {
      title: "الشروط العامة",
      content: "يلتزم المستأجر بالمحافظة على العين المؤجرة",
      template_type_id: 1,
    });
    expect(created.statusCode).toBe(201);
    const template = created.json() as { id: string };
    expect(template).toEqual({
      id: expect.any(String),
      title: "الشروط العامة",
      content: "يلتزم المستأجر بالمحافظة على العين المؤجرة",
      template_type_id: 1,
    });
    expect((await send("GET", "/api/user-templates?template_type=ContractTerms")).json()).toEqual([template]);
  });

  it("takes the type by its SPEC §7 name or its numeric id, in the query and in the body", async () => {
    const created = await other.send("POST", "/api/user-templates", {
      title: "by name",
      content: "by name",
      template_type_id: "ContractTerms",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "by name", template_type_id: 1 });
    const listed = [created.json()];
    for (const type of ["ContractTerms", "contractterms", "1"])
      expect((await other.send("GET", `/api/user-templates?template_type=${type}`)).json(), type).toEqual(listed);
  });

  it("refuses a missing title, an unknown type and a fourth template, with translated messages", async () => {
    const invalid = await send("POST", "/api/user-templates", { title: "", content: "x", template_type_id: 9 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: "validation.failed",
      fieldErrors: { title: "This field is required", template_type_id: "Use one of: ContractTerms (1)" },
    });
    const other = await send("GET", "/api/user-templates?template_type=Other", undefined, { "accept-language": "ar" });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fieldErrors: { templateType: "استخدم إحدى القيم: ContractTerms (1)" } });

    for (const title of ["second", "third"]) {
      expect((await send("POST", "/api/user-templates", { title, content: title, template_type_id: 1 })).statusCode).toBe(201);
    }
    const fourth = await send("POST", "/api/user-templates", { title: "fourth", content: "fourth", template_type_id: 1 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: "template.limitReached", message: "You can keep at most 3 contract terms templates" });
    expect((await send("GET", "/api/user-templates?template_type=ContractTerms")).json()).toHaveLength(3);
  });
});
