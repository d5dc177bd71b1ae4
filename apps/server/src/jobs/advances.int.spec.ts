import { callerFor, testServices, trialOrganization } from "@amlak/api/testing";
import { testDatabase } from "@amlak/db/testing";
import { describe, expect, it } from "vitest";
import { applyAdvancesDue } from "./advances.job.ts";

const services = testServices();
const { owner } = services.database;
// A second pool on the same database, as a second worker would be.
const otherWorker = testDatabase();

/** An organization with a tenant on a year's lease from 2027-01-01, rent 3,000 a quarter, and a voucher of 7,000 held whole as an advance. */
async function tenantWithAdvance(phone: string) {
  const caller = await trialOrganization(services, phone, "2026-11-01");
  const api = callerFor(services, caller);
  const contact = (type: "tenant" | "lessor") =>
    owner.insertInto("contacts").values({ org_id: caller.orgId, type, name: type }).returning("id").executeTakeFirstOrThrow();
  const [tenant, lessor] = [await contact("tenant"), await contact("lessor")];
  const unit = await owner
    .insertInto("real_estates")
    .values({ org_id: caller.orgId, kind: "unit", title: "شقة 7", lessor_id: lessor.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id } = await api.contracts.create({
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    lessor_id: lessor.id,
    contract_start: "2027-01-01",
    contract_end: "2027-12-31",
    price: "12000",
    contract_interval: 3,
  } as never);
  const voucher = await api.collections.receive({ tenant_id: tenant.id, amount: "7000", paid_date: "2026-12-20", method: "bankTransfer" });
  const rents = await owner.selectFrom("payments").select(["id", "status"]).where("contract_id", "=", id).orderBy("due_date").execute();
  return { voucher, rents };
}
const statuses = (ids: string[]) =>
  owner
    .selectFrom("payments")
    .select(["id", "status"])
    .where("id", "in", ids)
    .execute()
    .then((rows) => ids.map((id) => rows.find((r) => r.id === id)!.status));
const day = (iso: string) => () => new Date(`${iso}T05:30:00+03:00`);

describe("the daily job that pays instalments from advances", () => {
  it("pays each instalment from the advance on the day it falls due, once, however many workers run it", async () => {
    const { voucher, rents } = await tenantWithAdvance("561000101");
    expect(voucher.advance.toFixed(2)).toBe("7000.00");
    const ids = rents.map((rent) => rent.id);

    expect(await applyAdvancesDue({ database: services.database, secretsKey: services.secretsKey, now: day("2026-12-31") })).toEqual({
      today: "2026-12-31",
      paid: 0,
    });
    const [first, second] = await Promise.all([
      applyAdvancesDue({ database: services.database, secretsKey: services.secretsKey, now: day("2027-01-01") }),
      applyAdvancesDue({ database: otherWorker, secretsKey: services.secretsKey, now: day("2027-01-01") }),
    ]);
    expect(first.paid + second.paid).toBe(1);
    expect(await statuses(ids)).toEqual(["paid", "pending", "pending", "pending"]);

    await applyAdvancesDue({ database: services.database, secretsKey: services.secretsKey, now: day("2027-04-01") });
    expect(await statuses(ids)).toEqual(["paid", "paid", "pending", "pending"]);
    // 1,000 is left: on 1 July it pays part of the third rent, whose rest stays pending.
    await applyAdvancesDue({ database: services.database, secretsKey: services.secretsKey, now: day("2027-07-01") });
    expect(await statuses(ids)).toEqual(["paid", "paid", "split", "pending"]);
    const left = await owner.selectFrom("collections").select("advance_left").where("id", "=", voucher.id).executeTakeFirstOrThrow();
    expect(left.advance_left).toBe("0.00");
  });
});
