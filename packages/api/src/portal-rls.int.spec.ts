import { withOrg, withPortal, type Trx } from "@amlak/db";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { callerFor, contactIdOf, demoOrganization, testServices } from "./testing/harness.ts";

const services = testServices();
const { app, owner } = services.database;

// Demo contacts (seed/demo-portfolio.ts): every demo organization has them, so tenant 1 rents from both landlords.
const TENANT_1 = "507334455";
const TENANT_2 = "508445566";
const LESSOR_1 = "505112233";

let orgA: Caller & { orgId: string };
let orgB: Caller & { orgId: string };

const contactId = (orgId: string, phone: string) => contactIdOf(owner, orgId, phone);

const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));

/** Every row the portal role can read of the portal's tables, by queries with no filter at all. */
async function everythingVisible(trx: Trx) {
  const all = async (table: string) => (await sql<{ id: string }>`select id from ${sql.table(table)}`.execute(trx)).rows;
  return {
    contacts: ids(await all("contacts")),
    realEstates: ids(await all("real_estates")),
    contracts: ids(await all("contracts")),
    payments: ids(await all("payments")),
    receipts: new Set((await sql<{ payment_id: string }>`select payment_id from receipts`.execute(trx)).rows.map((row) => row.payment_id)),
    invoices: ids(await all("invoices")),
    cheques: ids(await all("cheques")),
  };
}

/** What a tenant contact owns, read by the owner (no row-level security) with the rule written out plainly. */
async function tenantRows(orgId: string, tenantId: string) {
  const contracts = await owner.selectFrom("contracts").select(["id", "real_estate_id"]).where("tenant_id", "=", tenantId).execute();
  const payments = await owner
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .select(["p.id"])
    .where("c.tenant_id", "=", tenantId)
    .where("p.party", "=", "tenant")
    .where("p.org_id", "=", orgId)
    .execute();
  const cheques = await owner.selectFrom("cheques").select("id").where("tenant_id", "=", tenantId).execute();
  return {
    contracts: ids(contracts),
    payments: ids(payments),
    cheques: ids(cheques),
    units: contracts.map((contract) => contract.real_estate_id),
  };
}

beforeAll(async () => {
  orgA = await demoOrganization(services, "566400011");
  orgB = await demoOrganization(services, "566400012");
  // A post-dated cheque from each of two tenants of one landlord (issue #23).
  for (const [phone, number] of [
    [TENANT_1, "700101"],
    [TENANT_2, "700102"],
  ] as const) {
    await callerFor(services, orgA).cheques.register({
      tenant_id: await contactId(orgA.orgId, phone),
      cheques: [{ number, bank: "Al Rajhi", amount: "1000", due_date: "2030-01-01" }],
    } as never);
  }
});

describe("row-level security of the portal role", () => {
  it("shows two tenants of one landlord only their own contracts, payments, cheques, documents and units, with no filter", async () => {
    for (const phone of [TENANT_1, TENANT_2]) {
      const tenant = await contactId(orgA.orgId, phone);
      const own = await tenantRows(orgA.orgId, tenant);
      const seen = await withPortal(app, { orgId: orgA.orgId, contactIds: [tenant] }, everythingVisible);

      expect(own.contracts.size).toBeGreaterThan(0);
      expect(seen.contracts).toEqual(own.contracts);
      expect(seen.payments).toEqual(own.payments);
      expect(own.cheques.size).toBe(1);
      expect(seen.cheques).toEqual(own.cheques);
      expect(seen.contacts).toEqual(new Set([tenant]));
      expect([...seen.receipts].every((paymentId) => own.payments.has(paymentId))).toBe(true);
      for (const unit of own.units) expect(seen.realEstates.has(unit)).toBe(true);
      const parents = await owner.selectFrom("real_estates").select("parent_id").where("id", "in", own.units).execute();
      const expected = new Set([...own.units, ...parents.flatMap((unit) => (unit.parent_id ? [unit.parent_id] : []))]);
      expect(seen.realEstates).toEqual(expected);
    }
  });

  it("never shows a tenant what the landlord and the owner settle on the tenant's contract", async () => {
    const tenant = await contactId(orgA.orgId, TENANT_1);
    const lessorSide = await owner
      .selectFrom("payments as p")
      .innerJoin("contracts as c", "c.id", "p.contract_id")
      .select("p.id")
      .where("c.tenant_id", "=", tenant)
      .where("p.party", "!=", "tenant")
      .execute();
    expect(lessorSide.length).toBeGreaterThan(0);
    const seen = await withPortal(app, { orgId: orgA.orgId, contactIds: [tenant] }, everythingVisible);
    for (const payment of lessorSide) expect(seen.payments.has(payment.id)).toBe(false);
  });

  it("shows a tenant of two landlords, in each organization, only that landlord's contract", async () => {
    const inA = await contactId(orgA.orgId, TENANT_1);
    const inB = await contactId(orgB.orgId, TENANT_1);
    const seenInA = await withPortal(app, { orgId: orgA.orgId, contactIds: [inA] }, everythingVisible);
    const seenInB = await withPortal(app, { orgId: orgB.orgId, contactIds: [inB] }, everythingVisible);
    expect(seenInA.contracts).toEqual((await tenantRows(orgA.orgId, inA)).contracts);
    expect(seenInB.contracts).toEqual((await tenantRows(orgB.orgId, inB)).contracts);
    expect([...seenInA.contracts].some((id) => seenInB.contracts.has(id))).toBe(false);

    // A contact of one organization set with another organization's id sees nothing at all.
    const crossed = await withPortal(app, { orgId: orgA.orgId, contactIds: [inB] }, everythingVisible);
    expect(Object.values(crossed).every((rows) => rows.size === 0)).toBe(true);
  });

  it("shows an owner their real estates and every payment on them, and nobody else's", async () => {
    const lessor = await contactId(orgA.orgId, LESSOR_1);
    const seen = await withPortal(app, { orgId: orgA.orgId, contactIds: [lessor] }, everythingVisible);
    const { rows: theirs } = await sql<{ id: string }>`
      select p.id from payments p
      left join contracts c on c.id = p.contract_id
      left join real_estates re on re.id = coalesce(p.real_estate_id, c.real_estate_id)
      where p.org_id = ${orgA.orgId} and coalesce(c.lessor_id, re.lessor_id) = ${lessor}`.execute(owner);
    expect(theirs.length).toBeGreaterThan(0);
    expect(seen.payments).toEqual(ids(theirs));
    const owned = await owner.selectFrom("real_estates").select("id").where("lessor_id", "=", lessor).execute();
    for (const estate of owned) expect(seen.realEstates.has(estate.id)).toBe(true);
    const otherLessors = await owner
      .selectFrom("real_estates")
      .select("id")
      .where("org_id", "=", orgA.orgId)
      .where("lessor_id", "!=", lessor)
      .execute();
    for (const estate of otherLessors) expect(seen.realEstates.has(estate.id)).toBe(false);
  });

  it("reads only the portal's tables and writes nothing", async () => {
    const tenant = await contactId(orgA.orgId, TENANT_1);
    const scope = { orgId: orgA.orgId, contactIds: [tenant] };
    const attempt = (statement: ReturnType<typeof sql>) =>
      withPortal(app, scope, (trx) => statement.execute(trx)).then(
        () => "allowed",
        (error: Error) => error.message,
      );
    expect(await attempt(sql`select id from users`)).toMatch(/permission denied/);
    expect(await attempt(sql`select id from messages`)).toMatch(/permission denied/);
    expect(await attempt(sql`select position from ledger_events`)).toMatch(/permission denied/);
    expect(await attempt(sql`update payments set comment = 'x'`)).toMatch(/permission denied/);
    expect(await attempt(sql`delete from contacts`)).toMatch(/permission denied/);
  });

  it("leaves members unnarrowed: an organization's transaction still sees all of its rows", async () => {
    const count = async (db: Trx | typeof owner) =>
      Number((await sql<{ n: string }>`select count(*) as n from payments where org_id = ${orgA.orgId}`.execute(db)).rows[0]!.n);
    expect(await withOrg(app, orgA.orgId, count)).toBe(await count(owner));
  });
});
