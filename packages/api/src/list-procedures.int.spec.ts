import { riyadhToday } from "@amlak/domain";
import { contactList, PAGE_SIZE, realEstateList } from "@amlak/schemas";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { seedDemoAccount } from "./seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "./testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let a: Caller & { orgId: string };
let b: Caller & { orgId: string };

beforeAll(async () => {
  const today = riyadhToday(new Date());
  for (const phone of ["563000001", "563000002"]) {
    await seedDemoAccount(owner, { phone, password: "Secret@123", email: `${phone}@example.sa` }, today);
  }
  a = await demoCaller(services, "563000001");
  b = await demoCaller(services, "563000002");
});

const refusal = (promise: Promise<unknown>) => refusalOf(promise, "ar");

type Direction = "asc" | "desc";
type Key = string | number | null;

/** Every page of a list, in order, as the table would walk them. */
async function allPages<Row>(read: (page: number) => Promise<{ rows: Row[]; total: number }>): Promise<Row[]> {
  const first = await read(1);
  const rows = [...first.rows];
  for (let page = 2; page <= Math.ceil(first.total / PAGE_SIZE); page++) rows.push(...(await read(page)).rows);
  expect(rows).toHaveLength(first.total);
  return rows;
}

/**
 * Whether `rows` are sorted by `key` as the database orders such values (its own collation for text), blanks last,
 * ties in id order in the same direction.
 */
async function expectSorted<Row extends { id: string }>(
  rows: Row[],
  key: (row: Row) => Key,
  cast: "text" | "numeric" | "date",
  direction: Direction,
) {
  const keys = rows.map(key);
  const present = keys.filter((value) => value !== null).map(String);
  const blanks = keys.length - present.length;
  expect(keys.slice(present.length), "blanks sort last").toEqual(Array(blanks).fill(null));
  const { rows: ordered } = await sql<{ v: string }>`
    select v from unnest(${present}::text[]) as t(v)
    order by ${sql.raw(`v::${cast}`)} ${sql.raw(direction)}`.execute(owner);
  expect(present).toEqual(ordered.map((row) => row.v));
  for (let k = 1; k < rows.length; k++) {
    if (keys[k] !== keys[k - 1]) continue;
    const [before, after] = [rows[k - 1]!.id, rows[k]!.id];
    expect(direction === "asc" ? before < after : before > after, `tie between ${before} and ${after}`).toBe(true);
  }
}

describe("the server-driven lists", () => {
  it("page the properties ten at a time with the total of the whole list", async () => {
    const api = callerFor(services, a);
    const first = await api.realEstates.list({});
    const second = await api.realEstates.list({ page: 2 });
    expect(first.total).toBe(11);
    expect(first.rows).toHaveLength(10);
    expect(second).toMatchObject({ total: 11, rows: [expect.any(Object)] });
    expect(await api.realEstates.list({ page: 3 })).toEqual({ rows: [], total: 11 });

    const paged = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(paged).size).toBe(11);
    expect(new Set(paged)).toEqual(new Set((await api.realEstates.find({})).map((row) => row.id)));
    expect(await api.realEstates.list({ searchText: "شقة" })).toMatchObject({ total: 7 });
    expect(await api.realEstates.list({ searchText: "لا يوجد" })).toEqual({ rows: [], total: 0 });
  });

  it("show a unit's compound, lessor, current tenant, yearly rent and next due; a compound its units' sum", async () => {
    const { rows } = await callerFor(services, a).realEstates.list({ searchText: "شقة 101" });
    expect(rows).toHaveLength(1);
    const unit = rows[0]!;
    expect(unit).toMatchObject({
      kind: "unit",
      compoundTitle: "مجمع الياسمين السكني",
      lessorName: "عبدالله بن محمد القحطاني",
      status: "Rented",
      tenantName: "فهد بن عبدالعزيز الدوسري",
      nextDue: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(unit.yearlyRent?.toFixed(2)).toBe("48000.00");

    const compound = (await callerFor(services, a).realEstates.list({ searchText: "مجمع" })).rows[0]!;
    expect(compound).toMatchObject({ kind: "compound", compoundTitle: null, tenantName: null, unitCount: 8, rentedUnitCount: 3 });
    expect(compound.yearlyRent?.toFixed(2)).toBe(String(48000 + 52000 + 54000) + ".00");
    const units = (await callerFor(services, a).realEstates.list({ parent_id: compound.id, sort: "nextDue" })).rows;
    expect(compound.nextDue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(compound.nextDue).toBe(units[0]!.nextDue);
  });

  it("page the contacts, filtered by type", async () => {
    const api = callerFor(services, a);
    expect(await api.contacts.list({})).toMatchObject({ total: 9 });
    expect((await api.contacts.list({})).rows).toHaveLength(9);
    const lessors = await api.contacts.list({ type: "lessor" });
    expect(lessors.total).toBe(2);
    expect(lessors.rows.every((row) => row.type === "lessor")).toBe(true);
  });

  const estateKeys: Record<(typeof realEstateList.sorting.columns)[number], [(row: any) => Key, "text" | "numeric" | "date"]> = {
    title: [(row) => row.title, "text"],
    kind: [(row) => row.kind, "text"],
    lessor: [(row) => row.lessorName, "text"],
    city: [(row) => row.city, "text"],
    status: [(row) => row.status, "text"],
    tenant: [(row) => row.tenantName, "text"],
    yearlyRent: [(row) => row.yearlyRent?.toFixed(2) ?? null, "numeric"],
    nextDue: [(row) => row.nextDue, "date"],
  };

  it.each(realEstateList.sorting.columns.flatMap((sort) => (["asc", "desc"] as const).map((direction) => [sort, direction] as const)))(
    "sort the properties by %s %s across pages, stably",
    async (sort, direction) => {
      const api = callerFor(services, a);
      const rows = await allPages((page) => api.realEstates.list({ sort, direction, page }));
      const [key, cast] = estateKeys[sort];
      await expectSorted(rows, key, cast, direction);
      // The same call twice gives the same order: ties are broken by id, not by chance.
      expect((await api.realEstates.list({ sort, direction })).rows.map((row) => row.id)).toEqual(
        rows.slice(0, PAGE_SIZE).map((row) => row.id),
      );
    },
  );

  it.each(contactList.sorting.columns.flatMap((sort) => (["asc", "desc"] as const).map((direction) => [sort, direction] as const)))(
    "sort the contacts by %s %s",
    async (sort, direction) => {
      const rows = await allPages((page) => callerFor(services, a).contacts.list({ sort, direction, page }));
      await expectSorted(rows, (row) => row[sort], "text", direction);
    },
  );

  it("refuse a column that cannot be sorted, a bad direction or page, with a translated field error", async () => {
    const api = callerFor(services, a);
    for (const [call, field] of [
      [() => api.realEstates.list({ sort: "org_id" as never }), "sort"],
      [() => api.realEstates.export({ sort: "id; drop table contacts" as never }), "sort"],
      [() => api.contacts.list({ sort: "yearlyRent" as never }), "sort"],
      [() => api.contacts.list({ direction: "sideways" as never }), "direction"],
      [() => api.contacts.list({ page: 0 }), "page"],
    ] as const) {
      const answer = await refusal(call());
      expect(answer?.status).toBe(400);
      expect(answer?.body.code).toBe("validation.failed");
      expect(answer?.body.fieldErrors?.[field]).toMatch(/[\u0600-\u06FF]/);
    }
    const unknownKey = await refusal(api.realEstates.list({ pageSize: 1000 } as never));
    expect(unknownKey).toMatchObject({ status: 400, body: { code: "validation.failed" } });
  });

  it("never show another organization's rows, on any page, sort or export", async () => {
    const idsOfB = new Set(
      [
        ...(await owner.selectFrom("real_estates").select("id").where("org_id", "=", b.orgId).execute()),
        ...(await owner.selectFrom("contacts").select("id").where("org_id", "=", b.orgId).execute()),
      ].map((row) => row.id),
    );
    const api = callerFor(services, a);
    const seen = [
      ...(await allPages((page) => api.realEstates.list({ page, sort: "nextDue" }))),
      ...(await api.realEstates.export({})).rows,
      ...(await allPages((page) => api.contacts.list({ page, direction: "desc" }))),
      ...(await api.contacts.export({})).rows,
    ];
    expect(seen.length).toBe(11 + 11 + 9 + 9);
    expect(seen.filter((row) => idsOfB.has(row.id))).toEqual([]);
  });

  it("export the whole filtered, sorted list, where the package grants EXPORT_EXCEL", async () => {
    const api = callerFor(services, a);
    const exported = await api.realEstates.export({ sort: "title", direction: "desc" });
    expect(exported.total).toBe(11);
    expect(exported.rows.map((row) => row.id)).toEqual(
      (await allPages((page) => api.realEstates.list({ sort: "title", direction: "desc", page }))).map((row) => row.id),
    );
    expect((await api.contacts.export({ type: "tenant" })).rows).toHaveLength(5);

    // Free grants it (a landlord's records are never held hostage); a package whose EXPORT_EXCEL staff switched off does not.
    await owner.updateTable("subscriptions").set({ package_code: "free" }).where("org_id", "=", a.orgId).execute();
    const exportOfFree = owner
      .updateTable("package_permissions")
      .where("package_code", "=", "free")
      .where("entity", "=", "REPORTS")
      .where("code", "=", "EXPORT_EXCEL");
    try {
      expect((await api.contacts.export({ type: "tenant" })).rows).toHaveLength(5);
      await exportOfFree.set({ active: false }).execute();
      expect((await refusal(api.realEstates.export({})))?.body.code).toBe("subscription.notAllowed");
      expect((await refusal(api.contacts.export({})))?.body.code).toBe("subscription.notAllowed");
      // The table itself stays: only the export is a package feature.
      await expect(api.realEstates.list({})).resolves.toMatchObject({ total: 11 });
    } finally {
      await exportOfFree.set({ active: true }).execute();
      await owner.updateTable("subscriptions").set({ package_code: "platinum" }).where("org_id", "=", a.orgId).execute();
    }
    expect((await refusal(callerFor(services, { ...a, type: "viewer" }).realEstates.export({})))?.body.code).toBe("auth.roleForbidden");
  });
});
