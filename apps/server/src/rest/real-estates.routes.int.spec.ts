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

  it("takes a region and a city as people type them, and stores their codes", async () => {
    const typed = [
      ["الرياض", "الرياض", "riyadh", "riyadh"],
      ["منطقة الرياض", "رياض", "riyadh", "riyadh"],
      ["Riyadh", "RIYADH", "riyadh", "riyadh"],
      ["riyadh", "Al Kharj", "riyadh", "kharj"],
      ["Riyadh Region", "الخرج", "riyadh", "kharj"],
      ["المنطقه الشرقيه", "الأحساء", "eastern", "ahsa"],
      ["Eastern Province", "Al-Ahsa", "eastern", "ahsa"],
      ["مكة المكرمة", "جده", "makkah", "jeddah"],
    ];
    for (const [region, city, regionCode, cityCode] of typed) {
      const created = await send("POST", "/api/real-estates", { kind: "compound", name: `${region} ${city}`, region, city });
      expect(created.statusCode, `${region} / ${city}: ${created.body}`).toBe(201);
      const { id } = created.json() as { id: string };
      expect((await send("GET", `/api/real-estates/${id}`)).json()).toMatchObject({ region: regionCode, city: cityCode });
    }
  });

  it("refuses a region or city it does not know, listing the accepted names in the reader's language", async () => {
    const refusal = async (body: object, lang: string) => {
      const answer = await send("POST", "/api/real-estates", { kind: "compound", name: "مجمع", ...body }, { "accept-language": lang });
      expect(answer.statusCode).toBe(400);
      return (answer.json() as { fieldErrors: Record<string, string> }).fieldErrors;
    };
    expect(await refusal({ region: "Dubai" }, "en")).toEqual({
      region:
        "Use one of: Riyadh Region, Makkah Region, Madinah Region, Al Qassim Region, Eastern Province, Asir Region, Tabuk Region, Hail Region, Northern Borders Region, Jazan Region, Najran Region, Al Bahah Region, or 1 more",
    });
    expect((await refusal({ region: "دبي" }, "ar")).region).toMatch(/^استخدم إحدى القيم: منطقة الرياض، منطقة مكة المكرمة، .*، أو 1 غيرها$/);
    // Within a known region, the region's own cities.
    expect((await refusal({ region: "الشرقية", city: "Jeddah" }, "en")).city).toMatch(
      /^Use one of: Dammam, Al Khobar, Dhahran, .*Ras Tanura$/,
    );
    expect((await refusal({ city: "Springfield" }, "en")).city).toMatch(/^Use one of: Riyadh, .*, or \d+ more$/);
  });

  it("refuses a bad body with each field named, changing nothing", async () => {
    const before = ((await send("GET", "/api/real-estates")).json() as unknown[]).length;
    const bad = await send("POST", "/api/real-estates", { kind: "villa", name: "", cost: "-5", vacant_since: "2026/13/40" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { fieldErrors: object }).fieldErrors).sort()).toEqual(["cost", "kind", "name", "vacant_since"]);
    expect(((await send("GET", "/api/real-estates")).json() as unknown[]).length).toBe(before);
  });
});
