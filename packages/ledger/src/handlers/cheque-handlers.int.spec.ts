import { testDatabase } from "@amlak/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels } from "../rebuild.ts";
import { newTenantLease } from "../testing/tenant-lease.ts";
import { newOrganization, readModels, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { bounceCheque, clearCheque, depositCheque, registerCheques } from "./cheques.ts";

const { app, owner } = testDatabase();
let org: TestOrganization;
beforeAll(async () => {
  org = await newOrganization(owner);
});

async function tenantWithCheques() {
  const { tenantId, rents: paymentIds } = await newTenantLease(app, org);
  // One post-dated cheque per instalment, each given for its instalment.
  const { chequeIds } = await registerCheques(app, org.ctx(), {
    tenantId,
    cheques: paymentIds.map((instalmentId, index) => ({
      number: `00012${index}`,
      bank: "مصرف الراجحي",
      amount: "3450.00",
      dueDate: ["2026-01-01", "2026-04-01", "2026-07-01", "2026-10-01"][index]!,
      instalmentId,
    })),
  });
  return { tenantId, rents: paymentIds, chequeIds };
}

const cheque = (id: string) => owner.selectFrom("cheques").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const status = async (id: string) =>
  (await owner.selectFrom("payments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

describe("cheques", () => {
  it("holds post-dated cheques without paying anything; a cleared cheque pays the instalment it was given for", async () => {
    const { rents, chequeIds } = await tenantWithCheques();
    expect((await cheque(chequeIds[1]!)).status).toBe("held");
    expect(await status(rents[1]!)).toBe("pending");

    await depositCheque(app, org.ctx(), { chequeId: chequeIds[1]!, depositedOn: "2026-04-01" });
    expect(await cheque(chequeIds[1]!)).toMatchObject({ status: "deposited", deposited_on: "2026-04-01" });
    // The April cheque pays April, though January is older and unpaid.
    const { collectionId } = await clearCheque(app, org.ctx(), { chequeId: chequeIds[1]!, clearedOn: "2026-04-03" });
    expect(await cheque(chequeIds[1]!)).toMatchObject({ status: "cleared", cleared_on: "2026-04-03", collection_id: collectionId });
    expect(await status(rents[1]!)).toBe("paid");
    expect(await status(rents[0]!)).toBe("pending");
    const voucher = await owner
      .selectFrom("collections")
      .select(["method", "reference", "amount"])
      .where("id", "=", collectionId)
      .executeTakeFirstOrThrow();
    expect(voucher).toEqual({ method: "cheque", reference: "000121 — مصرف الراجحي", amount: "3450.00" });
  });

  it("bounces a cleared cheque: its voucher is undone and the instalment owed again; the books balance and a rebuild agrees", async () => {
    const { rents, chequeIds } = await tenantWithCheques();
    const { collectionId } = await clearCheque(app, org.ctx(), { chequeId: chequeIds[0]!, clearedOn: "2026-01-02" });
    const bounced = await bounceCheque(app, org.ctx(), { chequeId: chequeIds[0]!, bouncedOn: "2026-01-05", reason: "رصيد غير كافٍ" });
    expect(bounced.undoneCollectionId).toBe(collectionId);
    expect(await cheque(chequeIds[0]!)).toMatchObject({ status: "bounced", bounce_reason: "رصيد غير كافٍ", bounced_on: "2026-01-05" });
    expect(await status(rents[0]!)).toBe("pending");
    expect((await owner.selectFrom("collections").select("status").where("id", "=", collectionId).executeTakeFirstOrThrow()).status).toBe(
      "undone",
    );
    // A held cheque bounces without a voucher to undo.
    expect(
      (await bounceCheque(app, org.ctx(), { chequeId: chequeIds[3]!, bouncedOn: "2026-01-05", reason: "" })).undoneCollectionId,
    ).toBeNull();
    await expect(clearCheque(app, org.ctx(), { chequeId: chequeIds[0]!, clearedOn: "2026-01-06" })).rejects.toMatchObject({
      code: "cheque.notOutstanding",
    });

    expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);
    const live = await readModels(owner, org.orgId);
    await rebuildReadModels(owner);
    expect(await readModels(owner, org.orgId)).toEqual(live);
  });

  it("clears one cheque once when it is cleared twice at the same moment", async () => {
    const { rents, chequeIds } = await tenantWithCheques();
    const results = await Promise.allSettled(
      [1, 2].map(() => clearCheque(app, org.ctx(), { chequeId: chequeIds[2]!, clearedOn: "2026-07-02" })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(
      await owner
        .selectFrom("collections")
        .select("id")
        .where("tenant_id", "=", (await cheque(chequeIds[2]!)).tenant_id)
        .execute(),
    ).toHaveLength(1);
    expect(await status(rents[2]!)).toBe("paid");
  });

  it("refuses a cheque given for an instalment that is not the tenant's open one, and changes nothing", async () => {
    const { tenantId } = await tenantWithCheques();
    const other = await tenantWithCheques();
    const before = await readModels(owner, org.orgId);
    await expect(
      registerCheques(app, org.ctx(), {
        tenantId,
        cheques: [{ number: "1", bank: "", amount: "10", dueDate: "2026-05-01", instalmentId: other.rents[0]! }],
      }),
    ).rejects.toMatchObject({ code: "collection.allocationNotOpen" });
    expect(await readModels(owner, org.orgId)).toEqual(before);
  });

  it("refuses a cheque number of the same bank the tenant already gave, even registered twice at once, until it bounces", async () => {
    const { tenantId, chequeIds } = await tenantWithCheques();
    const again = (number: string) =>
      registerCheques(app, org.ctx(), {
        tenantId,
        cheques: [{ number, bank: "مصرف الراجحي", amount: "100", dueDate: "2026-05-01", instalmentId: null }],
      });
    await expect(again("000120")).rejects.toMatchObject({ code: "cheque.duplicate" });
    const twice = await Promise.allSettled([again("000999"), again("000999")]);
    expect(twice.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    await bounceCheque(app, org.ctx(), { chequeId: chequeIds[0]!, bouncedOn: "2026-01-05", reason: "" });
    await expect(again("000120")).resolves.toMatchObject({ chequeIds: [expect.any(String)] });
  });

  it("writes the landlord's notice in the bounce's transaction: a notice that fails leaves the cheque as it was", async () => {
    const { chequeIds } = await tenantWithCheques();
    await expect(
      bounceCheque(app, org.ctx(), { chequeId: chequeIds[1]!, bouncedOn: "2026-04-05", reason: "" }, () =>
        Promise.reject(new Error("no notice")),
      ),
    ).rejects.toThrow("no notice");
    expect((await cheque(chequeIds[1]!)).status).toBe("held");
  });
});
