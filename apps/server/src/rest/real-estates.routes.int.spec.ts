import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567000001");
const send = api.send.bind(api);

describe("real estates over REST", () => {
  it("creates a compound and a unit in it with SPEC §3 snake_case names, answers { id }, changes, reads and deletes", async () => {
    const [lessor] = (await send("GET", "/api/contacts?type=lessor")).json() as { id: string }[];
    const compound = await send("POST", "/api/real-estates", {
      kind: "compound",
      name: "مجمع الندى",
      lessor_id: lessor!.id,
      region: "eastern",
      city: "الخبر",
      district: "العقربية",
      cost: 2500000,
      sqm: "1200",
      electricity_account: "123456",
      water_account: "654321",
    });
    expect(compound.statusCode).toBe(201);
    const { id: parent_id } = compound.json() as { id: string };
    expect(compound.json()).toEqual({ id: parent_id });

    const unit = await send("POST", "/api/real-estates", { kind: "unit", name: "شقة 1", parent_id, target_yearly_rent: 36000 });
    const { id } = unit.json() as { id: string };
    const changed = await send("PUT", `/api/real-estates/${id}`, {
      kind: "unit",
      name: "شقة 1أ",
      parent_id,
      latest_yearly_rent: "35000",
      vacant_since: "2026-10-01",
    });
    expect(changed.statusCode).toBe(200);
    expect((await send("PUT", `/api/real-estates/${id}/bookmark`, { bookmarked: true })).statusCode).toBe(200);
    const read = (await send("GET", `/api/real-estates/${id}`)).json() as Record<string, unknown>;
    expect(read).toMatchObject({
      name: "شقة 1أ",
      parent_id,
      latest_yearly_rent: 35000,
      vacant_since: "2026-10-01",
      bookmarked: true,
      status: "Vacant",
    });
    expect((await send("GET", `/api/real-estates/${parent_id}`)).json()).toMatchObject({
      city: "khobar",
      region: "eastern",
      unit_count: 1,
      cost: 2500000,
    });

    const refused = await send("DELETE", `/api/real-estates/${parent_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "realEstate.hasUnits" });
    expect((await send("DELETE", `/api/real-estates/${id}`)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/real-estates/${parent_id}`)).statusCode).toBe(200);
    expect((await send("GET", `/api/real-estates/${id}`)).statusCode).toBe(404);
  });

  it("refuses a bad body with each field named, changing nothing", async () => {
    const before = ((await send("GET", "/api/real-estates")).json() as unknown[]).length;
    const bad = await send("POST", "/api/real-estates", { kind: "villa", name: "", cost: "-5", vacant_since: "2026/13/40" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { fieldErrors: object }).fieldErrors).sort()).toEqual(["cost", "kind", "name", "vacant_since"]);
    expect(((await send("GET", "/api/real-estates")).json() as unknown[]).length).toBe(before);
  });
});
