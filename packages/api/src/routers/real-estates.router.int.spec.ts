import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
const today = riyadhToday(new Date());

const onPackage = (code: string) =>
  owner.updateTable("subscriptions").set({ package_code: code }).where("org_id", "=", client.orgId).execute();

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "566000001", password: "Secret@123", email: "566000001@example.sa" }, today);
  client = await demoCaller(services, "566000001");
});

describe("properties", () => {
  it("adds a compound with every SPEC §3 field, place names stored as lookup codes, and reads it back", async () => {
    const api = callerFor(services, client);
    const [lessor] = await api.contacts.find({ type: "lessor" });
    const [agent] = await api.contacts.find({ type: "agent" });
    const { id } = await api.realEstates.create({
      kind: "compound",
      name: " برج النخيل ",
      lessor_id: lessor!.id,
      agent_id: agent!.id,
      region: "منطقة مكة المكرمة",
      city: "Jeddah",
      district: "الروضة",
      address: "شارع الأمير سلطان",
      description: "برج سكني",
      tag: "VIP",
      cost: "١٬٢٠٠٬٠٠٠",
      sqm: 950.5,
      electricity_account: "3001 2345 678",
      water_account: "",
      target_yearly_rent: "400000",
      latest_yearly_rent: null,
      vacant_since: "2026/01/15",
    });
    const stored = await api.realEstates.get({ id });
    expect(stored).toMatchObject({
      id,
      kind: "compound",
      name: "برج النخيل",
      parent_id: null,
      lessor_id: lessor!.id,
      lessor_name: lessor!.name,
      agent_id: agent!.id,
      region: "makkah",
      city: "jeddah",
      district: "الروضة",
      electricity_account: "3001 2345 678",
      water_account: null,
      latest_yearly_rent: null,
      vacant_since: "2026-01-15",
      bookmarked: false,
      status: null,
      unit_count: 0,
    });
    expect(stored.cost?.toFixed(2)).toBe("1200000.00");
    expect(stored.sqm?.toFixed(2)).toBe("950.50");
  });

  it("refuses a city outside the region, a compound inside a compound and a tenant as lessor, naming each field", async () => {
    const api = callerFor(services, client);
    const [tenant] = await api.contacts.find({ type: "tenant" });
    const [compound] = (await api.realEstates.find({})).filter((estate) => estate.kind === "compound");
    const bad = await refusalOf(
      api.realEstates.create({ kind: "compound", name: "x", region: "riyadh", city: "jeddah", parent_id: compound!.id }),
    );
    expect(bad?.body.fieldErrors).toEqual({
      city: "Use one of: Riyadh, Al Kharj, Ad Diriyah, Al Majmaah, Az Zulfi, Shaqra, Ad Dawadmi, Wadi ad Dawasir, Al Quwayiyah, Afif",
      parent_id: "A compound cannot be inside another compound",
    });
    const wrongLessor = await refusalOf(api.realEstates.create({ kind: "unit", name: "x", lessor_id: tenant!.id }), "ar");
    expect(wrongLessor?.body.fieldErrors).toEqual({ lessor_id: "اختر مؤجرًا من جهات الاتصال لديك" });
  });

  it("builds a compound's numbered units in one go, with its lessor and place, and lists them under it", async () => {
    const api = callerFor(services, client);
    const { id: compound } = await api.realEstates.create({ kind: "compound", name: "عمارة الورود", city: "riyadh", region: "riyadh" });
    const { ids } = await api.realEstates.addUnits({ parent_id: compound, floors: 3, units_per_floor: 2, target_yearly_rent: "30000" });
    expect(ids).toHaveLength(6);
    const units = await api.realEstates.list({ parent_id: compound, sort: "title" });
    expect(units.total).toBe(6);
    expect(units.rows.map((row) => row.title)).toEqual(["101", "102", "201", "202", "301", "302"]);
    expect(units.rows.every((row) => row.status === "Vacant" && row.city === "riyadh")).toBe(true);
    expect(await api.realEstates.counts({ parent_id: compound })).toEqual({ Rented: 0, Vacant: 6, Reserved: 0 });
  });

  it("filters by status, city and lessor, and counts each status for the chips", async () => {
    const api = callerFor(services, client);
    const counts = await api.realEstates.counts({});
    const rented = await api.realEstates.list({ status: "Rented" });
    expect(rented.total).toBe(counts.Rented);
    expect(rented.rows.every((row) => row.status === "Rented")).toBe(true);
    const [lessor] = (await api.contacts.find({ type: "lessor" })).filter((contact) => contact.name.includes("القحطاني"));
    const owned = await api.realEstates.list({ lessor_id: lessor!.id });
    expect(owned.total).toBeGreaterThan(0);
    expect(owned.rows.every((row) => row.lessorId === lessor!.id)).toBe(true);
    expect((await api.realEstates.list({ city: "الرياض" })).total).toBeGreaterThan(0);
    expect((await refusalOf(api.realEstates.list({ city: "Atlantis" })))?.body.fieldErrors).toEqual({
      city: expect.stringMatching(/^Use one of: Riyadh, .*, or \d+ more$/),
    });
  });

  it("changes every field but the kind, and deletes a unit no contract names but not a leased one or a compound with units", async () => {
    const api = callerFor(services, client);
    const { id } = await api.realEstates.create({ kind: "unit", name: "مستودع" });
    await api.realEstates.update({ id, kind: "unit", name: "مستودع 2", sqm: "300", city: "dammam" });
    expect(await api.realEstates.get({ id })).toMatchObject({ name: "مستودع 2", city: "dammam" });
    const kindChange = await refusalOf(api.realEstates.update({ id, kind: "compound", name: "x" }));
    expect(kindChange?.body.fieldErrors).toEqual({ kind: "A compound cannot become a unit, or a unit a compound, once saved" });
    expect(await api.realEstates.delete({ id })).toEqual({ id });
    expect((await refusalOf(api.realEstates.get({ id })))?.body.code).toBe("notFound");

    const leased = (await api.realEstates.list({ status: "Rented" })).rows[0]!;
    expect(await refusalOf(api.realEstates.delete({ id: leased.id }))).toMatchObject({ status: 409, body: { code: "realEstate.inUse" } });
    const compound = (await api.realEstates.list({ kind: "compound" })).rows.find((row) => row.unitCount > 0)!;
    expect((await refusalOf(api.realEstates.delete({ id: compound.id })))?.body.code).toBe("realEstate.hasUnits");
  });

  it("bookmarks and lists the bookmarked, only where the package grants BOOKMARK and VIEW_BOOKMARKED", async () => {
    const api = callerFor(services, client);
    const unit = (await api.realEstates.list({ kind: "unit" })).rows[0]!;
    await api.realEstates.bookmark({ id: unit.id, bookmarked: true });
    expect((await api.realEstates.list({ bookmarked: true })).rows.map((row) => row.id)).toEqual([unit.id]);
    await onPackage("free");
    try {
      const refused = await refusalOf(api.realEstates.bookmark({ id: unit.id, bookmarked: false }));
      expect(refused).toMatchObject({ status: 403, body: { message: "Not Allowed in Current Subscription Package" } });
      expect((await refusalOf(api.realEstates.list({ bookmarked: true })))?.status).toBe(403);
    } finally {
      await onPackage("platinum");
    }
  });

  it("shows vacancy cost only with the package, the organization's preference and a role that sees amounts", async () => {
    const api = callerFor(services, client);
    const vacant = async (caller = api) => (await caller.realEstates.list({ status: "Vacant", kind: "unit" })).rows;
    expect((await vacant()).every((row) => row.vacancyCost === null)).toBe(true);
    await owner
      .updateTable("organizations")
      .set({ preferences: JSON.stringify({ show_realestate_vacancy_cost: true }) })
      .where("id", "=", client.orgId)
      .execute();
    const withCost = (await vacant()).find((row) => row.vacancyCost !== null);
    expect(withCost).toBeDefined();
    const { target_yearly_rent, vacant_since_lease, vacancy_cost } = await api.realEstates.get({ id: withCost!.id });
    const days = (Date.parse(today) - Date.parse(vacant_since_lease!)) / 86_400_000;
    expect(vacancy_cost?.toFixed(2)).toBe(target_yearly_rent!.times(days).dividedBy(365).toFixed(2));
    const operational = callerFor(services, { ...client, type: "operational_subClient" });
    expect((await vacant(operational)).every((row) => row.vacancyCost === null)).toBe(true);
    await onPackage("silver");
    try {
      expect((await vacant()).every((row) => row.vacancyCost === null)).toBe(true);
    } finally {
      await onPackage("platinum");
    }
  });

  it("lets the read-only and operational sub-users read properties but not change them", async () => {
    const [unit] = await callerFor(services, client).realEstates.find({});
    for (const type of ["readonly_subClient", "operational_subClient"] as const) {
      const api = callerFor(services, { ...client, type });
      expect(await api.realEstates.get({ id: unit!.id })).toMatchObject({ id: unit!.id });
      const attempts = [
        () => api.realEstates.create({ kind: "unit", name: "x" }),
        () => api.realEstates.update({ id: unit!.id, kind: unit!.kind, name: "x" }),
        () => api.realEstates.delete({ id: unit!.id }),
        () => api.realEstates.bookmark({ id: unit!.id, bookmarked: true }),
        () => api.realEstates.addUnits({ parent_id: unit!.id, floors: 1, units_per_floor: 1 }),
      ];
      for (const attempt of attempts) expect((await refusalOf(attempt()))?.body.code).toBe("auth.roleForbidden");
    }
    const restricted = callerFor(services, { ...client, type: "restricted_subClient" });
    const { id } = await restricted.realEstates.create({ kind: "unit", name: "غرفة حارس" });
    expect(await restricted.realEstates.delete({ id })).toEqual({ id });
  });
});
