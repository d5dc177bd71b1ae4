import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { describeError } from "../error-response.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, testServices, TEST_AUTH } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let demo: Caller & { orgId: string };
let terms: Record<string, unknown>;

const as = (type: Caller["type"]) => callerFor(services, { ...demo, type });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => describeError(e, "en", "test").body.code,
  );

beforeAll(async () => {
  await seedDemoAccount(owner, TEST_AUTH.demo, riyadhToday(new Date()));
  demo = await demoCaller(services);
  const unit = await owner
    .selectFrom("real_estates")
    .select("id")
    .where("org_id", "=", demo.orgId)
    .where("title", "=", "شقة 102")
    .executeTakeFirstOrThrow();
  const tenant = await owner
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", demo.orgId)
    .where("type", "=", "tenant")
    .executeTakeFirstOrThrow();
  terms = {
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    contract_start: "2027-03-01",
    contract_end: "2028-02-29",
    price: "50000",
    contract_interval: 6,
    annual_commission: "2500",
  };
});

describe("contract drafts", () => {
  it("are prepared and previewed by a restricted user, and signed only by someone who may sign contracts", async () => {
    const restricted = as("restricted_subClient");
    const { id } = await restricted.contractDrafts.save({ terms: terms as never });
    await restricted.contractDrafts.save({ id, terms: { ...terms, price: "52000" } as never });
    const preview = await restricted.contractDrafts.preview({ id });
    expect(preview.instalments).toBe(2);
    expect(preview.rows.filter((r) => r.payment_type === "rent").map((r) => r.price.toFixed(2))).toEqual(["26000.00", "26000.00"]);
    expect(await codeOf(restricted.contractDrafts.convert({ id }))).toBe("auth.roleForbidden");

    const signed = await as("client").contractDrafts.convert({ id });
    const contract = await as("client").contracts.get({ id: signed.id });
    expect(contract.price.toFixed(2)).toBe("52000.00");
    const drafts = await as("client").contractDrafts.list();
    expect(drafts.find((d) => d.id === id)).toMatchObject({ status: "converted", contract_id: signed.id });
    expect(await codeOf(as("client").contractDrafts.convert({ id }))).toBe("contractDraft.notEditable");
    expect(await codeOf(as("client").contractDrafts.save({ id, terms: terms as never }))).toBe("contractDraft.notEditable");
  });

  it("can be cancelled and deleted, and are refused to a read-only user", async () => {
    const { id } = await as("client").contractDrafts.save({ terms: terms as never });
    await as("client").contractDrafts.cancel({ id });
    expect(await codeOf(as("client").contractDrafts.cancel({ id }))).toBe("contractDraft.notEditable");
    await as("client").contractDrafts.delete({ id });
    expect((await as("client").contractDrafts.list()).some((d) => d.id === id)).toBe(false);
    expect(await codeOf(as("readonly_subClient").contractDrafts.save({ terms: terms as never }))).toBe("auth.roleForbidden");
  });

  it("are read back with their terms as saved, to resume in the wizard, by whoever may prepare them", async () => {
    const { id } = await as("restricted_subClient").contractDrafts.save({ terms: { ...terms, is_taxable: true } as never });
    const draft = await as("restricted_subClient").contractDrafts.get({ id });
    expect(draft).toMatchObject({ id, status: "draft", contract_id: null });
    expect(draft.terms).toMatchObject({
      real_estate_id: terms.real_estate_id,
      tenant_id: terms.tenant_id,
      contract_start: "2027-03-01",
      contract_end: "2028-02-29",
      contract_interval: 6,
      is_taxable: true,
      auto_pay_commission: false,
    });
    expect(draft.terms.lessor_id).toBeUndefined();
    expect([draft.terms.price, draft.terms.annual_commission, draft.terms.water_costs].map((amount) => amount.toFixed(2))).toEqual([
      "50000.00",
      "2500.00",
      "0.00",
    ]);
    expect((await as("client").contractDrafts.get({ id })).id).toBe(id);

    await as("client").contractDrafts.cancel({ id });
    expect((await as("subClient").contractDrafts.get({ id })).status).toBe("cancelled");
    for (const type of ["readonly_subClient", "operational_subClient", "viewer"] as const) {
      expect(await codeOf(as(type).contractDrafts.get({ id }))).toBe("auth.roleForbidden");
    }
    expect(await codeOf(as("client").contractDrafts.get({ id: "00000000-0000-4000-8000-000000000000" }))).toBe("notFound");
  });

  it("rejects bad terms before saving anything", async () => {
    const before = (await as("client").contractDrafts.list()).length;
    expect(await codeOf(as("client").contractDrafts.save({ terms: { ...terms, contract_interval: 7 } as never }))).toBe(
      "validation.failed",
    );
    expect((await as("client").contractDrafts.list()).length).toBe(before);
  });
});

describe("rent quotations", () => {
  it("are created for a prospect, show the schedule they would make, and are deleted", async () => {
    const { tenant_id: _tenant, ...quoted } = terms;
    const { id } = await as("client").quotations.create({
      ...quoted,
      prospect_name: "مازن العنزي",
      prospect_phone: "0551234567",
      valid_until: "2027-02-15",
    } as never);
    const quotation = await as("client").quotations.get({ id });
    expect(quotation).toMatchObject({ prospect_name: "مازن العنزي", prospect_phone: "551234567", real_estate_title: "شقة 102" });
    expect(quotation.schedule.rows.filter((r) => r.payment_type === "commission")).toHaveLength(2);
    expect((await as("client").quotations.list()).map((q) => q.id)).toContain(id);
    await as("client").quotations.delete({ id });
    expect(await codeOf(as("client").quotations.get({ id }))).toBe("notFound");
  });

  it("need a package that grants quotations", async () => {
    await owner.updateTable("subscriptions").set({ package_code: "free" }).where("org_id", "=", demo.orgId).execute();
    const { tenant_id: _tenant, ...quoted } = terms;
    expect(await codeOf(as("client").quotations.create({ ...quoted, prospect_name: "x" } as never))).toBe("subscription.notAllowed");
    await owner.updateTable("subscriptions").set({ package_code: "platinum" }).where("org_id", "=", demo.orgId).execute();
  });
});
