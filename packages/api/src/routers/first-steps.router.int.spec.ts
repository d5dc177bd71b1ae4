import { beforeAll, describe, expect, it } from "vitest";
import { readAccessToken } from "../auth/access-token.ts";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, lastOtp, testServices, TEST_AUTH } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let fresh: Caller & { orgId: string };
let other: Caller & { orgId: string };

const NONE = { organization: false, property: false, lease: false, payment: false, invoice: false };
const api = () => callerFor(services, fresh);
const steps = async () => (await api().firstSteps.get()).steps;

/** Another organization that has taken every step, its tax invoice included: none of it may count for `fresh`. */
async function everyStepTaken(org: Caller & { orgId: string }) {
  const { id } = await owner
    .selectFrom("payments")
    .select("id")
    .where("org_id", "=", org.orgId)
    .where("status", "=", "paid")
    .where("direction", "=", "income")
    .where("invoice_id", "is", null)
    .executeTakeFirstOrThrow();
  await callerFor(services, org).invoices.issue({ payment_ids: [id] });
}

beforeAll(async () => {
  const anonymous = callerFor(services, null);
  const { challenge } = await anonymous.auth.signup({
    name: "سارة الحربي",
    phone: "0558900001",
    email: "sara@example.sa",
    password: "Secret@123",
  });
  const session = await anonymous.auth.verify({ challenge, otp: await lastOtp(owner, "558900001") });
  const caller = await readAccessToken(TEST_AUTH, session.token, new Date());
  fresh = { ...caller!, orgId: caller!.orgId! };
  other = await demoOrganization(services, "558900002");
  await everyStepTaken(other);
});

describe("the first steps of a new organization", () => {
  it("counts none of another organization's steps, and none for an organization that has just signed up", async () => {
    expect((await callerFor(services, other).firstSteps.get()).steps).toEqual({
      ...NONE,
      organization: true,
      property: true,
      lease: true,
      payment: true,
      invoice: true,
    });
    expect(await api().firstSteps.get()).toEqual({ steps: NONE, dismissed: false });
  });

  it("ticks each step as the organization takes it: main information, a property, a lease, a collected rent, a tax invoice", async () => {
    await api().organization.saveMainInformation({
      title: "مكتب الوفاء العقاري",
      phone: "0551234567",
      address: "حي النرجس، الرياض",
      vat_no: "310123456700003",
    });
    expect(await steps()).toEqual({ ...NONE, organization: true });

    const lessor = await api().contacts.create({ type: "lessor", name: "خالد بن فهد المالكي", phone: "0551110001" });
    const tenant = await api().contacts.create({ type: "tenant", name: "عبدالرحمن الغامدي", phone: "0551110002" });
    const unit = await api().realEstates.create({ kind: "unit", name: "شقة 1", lessor_id: lessor.id });
    expect(await steps()).toEqual({ ...NONE, organization: true, property: true });

    const lease = await api().contracts.create({
      real_estate_id: unit.id,
      tenant_id: tenant.id,
      contract_start: "2027-01-01",
      contract_end: "2027-12-31",
      price: "60000",
      contract_interval: 12,
      is_taxable: true,
    });
    expect(await steps()).toEqual({ ...NONE, organization: true, property: true, lease: true });

    const rent = await owner
      .selectFrom("payments")
      .select("id")
      .where("contract_id", "=", lease.id)
      .where("payment_type", "=", "rent")
      .executeTakeFirstOrThrow();
    await api().payments.pay({ id: rent.id, paid_date: "2027-01-01", payment_method: "cash" });
    expect(await steps()).toEqual({ ...NONE, organization: true, property: true, lease: true, payment: true });

    await api().invoices.issue({ payment_ids: [rent.id] });
    expect(await steps()).toEqual({ organization: true, property: true, lease: true, payment: true, invoice: true });
  });

  it("remembers that the user put the checklist away, on the user and not on the other organization's", async () => {
    expect(await api().firstSteps.dismiss()).toEqual({ dismissed: true });
    expect((await api().firstSteps.get()).dismissed).toBe(true);
    expect((await callerFor(services, other).firstSteps.get()).dismissed).toBe(false);
  });
});
