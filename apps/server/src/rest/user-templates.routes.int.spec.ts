import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567100001");
const send = api.send.bind(api);

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

  it("refuses a missing title, an unknown type and a fourth template, with translated messages", async () => {
    const invalid = await send("POST", "/api/user-templates", { title: "", content: "x", template_type_id: 9 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: "validation.failed",
      fieldErrors: { title: "This field is required", template_type_id: "This field is invalid" },
    });
    expect((await send("GET", "/api/user-templates?template_type=Other")).statusCode).toBe(400);

    for (const title of ["second", "third"]) {
      expect((await send("POST", "/api/user-templates", { title, content: title, template_type_id: 1 })).statusCode).toBe(201);
    }
    const fourth = await send("POST", "/api/user-templates", { title: "fourth", content: "fourth", template_type_id: 1 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: "template.limitReached", message: "You can keep at most 3 contract terms templates" });
    expect((await send("GET", "/api/user-templates?template_type=ContractTerms")).json()).toHaveLength(3);
  });
});
