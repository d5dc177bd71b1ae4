import { withOrg } from "@amlak/db";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { callerFor, demoOrganization, testServices } from "./testing/harness.ts";

const services = testServices();
const { app, owner } = services.database;

describe("one organization cannot reach another's rows", () => {
  let a: Caller;
  let b: Caller;
  beforeAll(async () => {
    a = await demoOrganization(services, "561000001");
    b = await demoOrganization(services, "561000002");
  });

  it("lists only the caller's contacts and real estates through the procedures", async () => {
    const contactsOfA = await callerFor(services, a).contacts.list({});
    const contactsOfB = await callerFor(services, b).contacts.list({});
    expect(contactsOfA.total).toBe(9);
    const idsOfB = new Set(contactsOfB.rows.map((c) => c.id));
    expect(contactsOfA.rows.some((c) => idsOfB.has(c.id))).toBe(false);

    const estatesOfA = await callerFor(services, a).realEstates.find({});
    const estatesOfB = new Set((await callerFor(services, b).realEstates.find({})).map((e) => e.id));
    expect(estatesOfA).toHaveLength(11);
    expect(estatesOfA.some((e) => estatesOfB.has(e.id))).toBe(false);
  });

  it("hides other organizations' rows even from a query that forgets the filter", async () => {
    const rows = await withOrg(app, a.orgId!, (trx) => trx.selectFrom("contacts").select("org_id").execute());
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.org_id))).toEqual(new Set([a.orgId]));

    const outsideAnyScope = await app.selectFrom("real_estates").select("id").execute();
    expect(outsideAnyScope).toEqual([]);
  });

  it("cannot change or delete another organization's rows, nor write rows into it", async () => {
    const target = await owner.selectFrom("contacts").select(["id", "name"]).where("org_id", "=", b.orgId!).executeTakeFirstOrThrow();
    const updated = await withOrg(app, a.orgId!, (trx) =>
      trx.updateTable("contacts").set({ name: "hacked" }).where("id", "=", target.id).executeTakeFirst(),
    );
    expect(updated.numUpdatedRows).toBe(0n);
    const deleted = await withOrg(app, a.orgId!, (trx) => trx.deleteFrom("contacts").where("org_id", "=", b.orgId!).executeTakeFirst());
    expect(deleted.numDeletedRows).toBe(0n);
    // Read models are the projections' to write: no request may delete a contract of any organization.
    await expect(withOrg(app, a.orgId!, (trx) => trx.deleteFrom("contracts").where("org_id", "=", b.orgId!).execute())).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      withOrg(app, a.orgId!, (trx) => trx.insertInto("contacts").values({ org_id: b.orgId!, type: "tenant", name: "intruder" }).execute()),
    ).rejects.toThrow(/row-level security/);
    const after = await owner.selectFrom("contacts").select("name").where("id", "=", target.id).executeTakeFirstOrThrow();
    expect(after.name).toBe(target.name);
  });

  it("runs the application as a role that owns nothing and cannot switch the policies off", async () => {
    const { rows } = await sql<{ current_user: string }>`select current_user`.execute(app);
    expect(rows[0]?.current_user).toBe("amlak_app");
    await expect(sql`alter table contacts disable row level security`.execute(app)).rejects.toThrow(/must be owner/);
  });

  it("guards every table that holds organization rows with a policy", async () => {
    // users are read before anyone is signed in (sign-in, OTP), by id or phone; messages are only written by requests
    // (an organization reads its own through the organization_messages view).
    const unguarded = await sql<{ table_name: string }>`
      select c.table_name from information_schema.columns c
      join pg_class t on t.relname = c.table_name and t.relkind = 'r'
      where c.table_schema = 'public' and c.column_name = 'org_id' and not t.relrowsecurity
      order by 1`.execute(owner);
    expect(unguarded.rows.map((r) => r.table_name)).toEqual(["messages", "users"]);
  });
});
