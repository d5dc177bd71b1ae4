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
