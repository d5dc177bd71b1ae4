import { testDatabase } from "@amlak/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels } from "../rebuild.ts";
import { contractTerms } from "../testing/fixtures.ts";
import { newOrganization, readModels, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { cancelContract } from "./cancel-contract.ts";
import { renewContracts } from "./renew-contracts.ts";
import { signContract } from "./sign-contract.ts";

const { app, owner } = testDatabase();
let org: TestOrganization;
beforeAll(async () => {
  org = await newOrganization(owner);
});

const terms = contractTerms({ contract_start: "2026-01-01", contract_end: "2026-12-31", price: "12000", interval: 1 });
const sign = async () =>
  (
    await signContract(app, org.ctx(), {
      lessorId: org.lessorId,
      tenantId: org.tenantId,
      realEstateId: await org.newUnit(),
      terms,
      autoPayCommission: false,
    })
  ).contractId;
const contract = (id: string) => owner.selectFrom("contracts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const renewalsOf = (id: string) => owner.selectFrom("contracts").select("id").where("renewed_from", "=", id).execute();

describe("renewContracts", () => {
  it("signs a new contract from the day after the old end, at the increased rent, pointing back to the old one", async () => {
    const oldId = await sign();
    const [renewed] = await renewContracts(app, org.ctx(), { contractIds: [oldId], change: { increase: { percent: "5" }, interval: 3 } });
    const old = await contract(oldId);
    const next = await contract(renewed!.contractId);
    expect(next).toMatchObject({
      renewed_from: oldId,
      real_estate_id: old.real_estate_id,
      tenant_id: old.tenant_id,
      lessor_id: old.lessor_id,
      contract_start: "2027-01-01",
      contract_end: "2027-12-31",
      price: "12600.00",
      contract_interval: 3,
      annual_commission: "1200.00",
      instalments: 4,
      cancelled_on: null,
    });
    const rents = await owner
      .selectFrom("payments")
      .select(["due_date", "price"])
      .where("contract_id", "=", renewed!.contractId)
      .where("payment_type", "=", "rent")
      .orderBy("due_date")
      .execute();
    expect(rents).toEqual([
      { due_date: "2027-01-01", price: "3150.00" },
      { due_date: "2027-04-01", price: "3150.00" },
      { due_date: "2027-07-01", price: "3150.00" },
      { due_date: "2027-10-01", price: "3150.00" },
    ]);
    expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);
  });

  it("charges the additional commission of the first letting again only when the renewal asks", async () => {
    const withCommission = async () =>
      (
        await signContract(app, org.ctx(), {
          lessorId: org.lessorId,
          tenantId: org.tenantId,
          realEstateId: await org.newUnit(),
          terms: { ...terms, additional_commission: "750.00" },
          autoPayCommission: false,
        })
      ).contractId;
    const additionalOf = (id: string) =>
      owner
        .selectFrom("payments")
        .select("price")
        .where("contract_id", "=", id)
        .where("payment_type", "=", "additional_commission")
        .execute();
    const [plain] = await renewContracts(app, org.ctx(), { contractIds: [await withCommission()], change: {} });
    expect(await contract(plain!.contractId)).toMatchObject({ additional_commission: "0.00" });
    expect(await additionalOf(plain!.contractId)).toEqual([]);
    const [charged] = await renewContracts(app, org.ctx(), {
      contractIds: [await withCommission()],
      change: { chargeAdditionalCommission: true },
    });
    expect(await additionalOf(charged!.contractId)).toEqual([{ price: "750.00" }]);
  });

  it("renews many at once, or none: a cancelled lease among them is named and nothing is renewed", async () => {
    const ids = [await sign(), await sign(), await sign()];
    await cancelContract(app, org.ctx(), { contractId: ids[1]!, cancelledOn: "2026-08-31" });
    const refusal = renewContracts(app, org.ctx(), { contractIds: ids, change: {} });
    await expect(refusal).rejects.toMatchObject({
      code: "contract.renewalOfCancelled",
      params: { unit: expect.stringMatching(/^شقة /), tenant: "فهد الدوسري" },
      details: { contract_id: ids[1] },
    });
    for (const id of ids) expect(await renewalsOf(id)).toEqual([]);

    const renewed = await renewContracts(app, org.ctx(), { contractIds: [ids[0]!, ids[2]!], change: { increase: { amount: "600" } } });
    expect(renewed.map((r) => r.renewedFrom).sort()).toEqual([ids[0], ids[2]].sort());
    for (const { contractId } of renewed) expect((await contract(contractId)).price).toBe("12600.00");
  });

  it("refuses a second renewal of one contract, and of a unit leased meanwhile", async () => {
    const oldId = await sign();
    await renewContracts(app, org.ctx(), { contractIds: [oldId], change: {} });
    await expect(renewContracts(app, org.ctx(), { contractIds: [oldId], change: {} })).rejects.toMatchObject({
      code: "contract.alreadyRenewed",
      details: { contract_id: oldId },
    });

    const leasedId = await sign();
    const leased = await contract(leasedId);
    await signContract(app, org.ctx(), {
      lessorId: org.lessorId,
      tenantId: await org.newTenant(),
      realEstateId: leased.real_estate_id,
      terms: contractTerms({ contract_start: "2027-03-01", contract_end: "2027-08-31", price: "6000", interval: 1 }),
      autoPayCommission: false,
    });
    await expect(renewContracts(app, org.ctx(), { contractIds: [leasedId], change: {} })).rejects.toMatchObject({
      code: "contract.renewalUnitOccupied",
      params: { start: "2027-03-01", end: "2027-08-31" },
    });
  });

  it("lets only one of two parallel renewals of the same contract win", async () => {
    const oldId = await sign();
    const results = await Promise.allSettled([
      renewContracts(app, org.ctx(), { contractIds: [oldId], change: { increase: { percent: "3" } } }),
      renewContracts(app, org.ctx(), { contractIds: [oldId], change: { increase: { percent: "4" } } }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === "rejected");
    expect(lost?.reason).toMatchObject({ code: "contract.alreadyRenewed" });
    expect(await renewalsOf(oldId)).toHaveLength(1);
  });

  it("refuses another organization's contract as not found", async () => {
    const other = await newOrganization(owner, { name: "منشأة أخرى" });
    const theirs = (
      await signContract(app, other.ctx(), {
        lessorId: other.lessorId,
        tenantId: other.tenantId,
        realEstateId: other.realEstateId,
        terms,
        autoPayCommission: false,
      })
    ).contractId;
    await expect(renewContracts(app, org.ctx(), { contractIds: [theirs], change: {} })).rejects.toMatchObject({
      code: "contract.notFound",
    });
  });

  it("rebuilds the renewals' read models exactly as they were written", async () => {
    const live = await readModels(owner);
    await rebuildReadModels(owner);
    expect(await readModels(owner)).toEqual(live);
  });
});
