import { testDatabase } from "@amlak/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels } from "../rebuild.ts";
import { newTenantLease } from "../testing/tenant-lease.ts";
import { newOrganization, readModels, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { applyAdvance } from "./apply-advance.ts";
import { issueReceipt } from "./issue-receipt.ts";
import { markPaymentPaid } from "./mark-payment-paid.ts";
import { undoPayment } from "./payment-actions.ts";
import { receiveCollection, undoCollection } from "./receive-collection.ts";

const { app, owner } = testDatabase();
let org: TestOrganization;
beforeAll(async () => {
  org = await newOrganization(owner);
});

const newTenantContract = () => newTenantLease(app, org);

const payment = (id: string) =>
  owner.selectFrom("payments").select(["status", "price", "vat", "paid_date", "split_from"]).where("id", "=", id).executeTakeFirstOrThrow();
const voucher = { paidDate: "2026-04-10", method: "bankTransfer" as const, reference: "TRX-1" };
const total = (rows: { price: string; vat: string }[]) =>
  rows.reduce((sum, row) => sum + Math.round((Number(row.price) + Number(row.vat)) * 100), 0) / 100;

describe("collection vouchers", () => {
  it("pays the oldest due instalments first, the last in part, the VAT kept whole across the parts", async () => {
    const { tenantId, rents } = await newTenantContract();
    const result = await receiveCollection(app, org.ctx(), { tenantId, amount: "5000.00", ...voucher });

    expect(result.advance).toBe("0.00");
    expect(result.allocations.map((a) => [a.instalmentId, a.amount])).toEqual([
      [rents[0], "3450.00"],
      [rents[1], "1550.00"],
    ]);
    expect(result.allocations[0]!.paymentId).toBe(rents[0]);
    expect(await payment(rents[0]!)).toMatchObject({ status: "paid", paid_date: "2026-04-10" });
    expect((await payment(rents[1]!)).status).toBe("split");
    const parts = await owner.selectFrom("payments").select(["id", "status", "price", "vat"]).where("split_from", "=", rents[1]!).execute();
    const paidPart = parts.find((part) => part.id === result.allocations[1]!.paymentId)!;
    expect(paidPart).toMatchObject({ status: "paid", price: "1347.83", vat: "202.17" });
    expect(parts.find((part) => part !== paidPart)).toMatchObject({ status: "pending", price: "1652.17", vat: "247.83" });
    expect(total(parts)).toBe(3450);
    expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);
  });

  it("holds what is beyond the instalments due as an advance on the tenant's account", async () => {
    const { tenantId } = await newTenantContract();
    const { collectionId, advance } = await receiveCollection(app, org.ctx(), { tenantId, amount: "8000.00", ...voucher });

    expect(advance).toBe("1100.00");
    const lines = await owner
      .selectFrom("journal_lines")
      .select(["account", "debit", "credit"])
      .where("stream_id", "=", `collection:${collectionId}`)
      .execute();
    expect(lines).toEqual([
      { account: "cash_bank", debit: "1100.00", credit: "0.00" },
      { account: "tenant_advances", debit: "0.00", credit: "1100.00" },
    ]);
    expect(
      await owner
        .selectFrom("collections")
        .select(["amount", "advance", "status", "tenant_id"])
        .where("id", "=", collectionId)
        .executeTakeFirst(),
    ).toEqual({
      amount: "8000.00",
      advance: "1100.00",
      status: "received",
      tenant_id: tenantId,
    });
  });

  it("issues the voucher's one receipt: the whole amount, each instalment paid, the advance; the payments point to it", async () => {
    const { tenantId, rents } = await newTenantContract();
    const { collectionId, receiptId, allocations } = await receiveCollection(app, org.ctx(), { tenantId, amount: "8000.00", ...voucher });
    const receipt = await owner.selectFrom("receipts").selectAll().where("id", "=", receiptId).executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({
      collection_id: collectionId,
      payment_id: null,
      amount: "8000.00",
      advance: "1100.00",
      method: "bankTransfer",
      paid_date: "2026-04-10",
      lines: allocations,
    });
    const tenant = await owner.selectFrom("contacts").select("name").where("id", "=", tenantId).executeTakeFirstOrThrow();
    expect(receipt.payer).toBe(tenant.name);
    const paid = await owner
      .selectFrom("payments")
      .select(["id", "receipt_id", "collection_id"])
      .where("id", "in", [rents[0]!, rents[1]!])
      .orderBy("due_date")
      .execute();
    expect(paid).toEqual([
      { id: rents[0], receipt_id: receiptId, collection_id: collectionId },
      { id: rents[1], receipt_id: receiptId, collection_id: collectionId },
    ]);
    // Paid by the voucher, on the day or later from its advance: no second receipt for the same money.
    await expect(issueReceipt(app, org.ctx(), { paymentId: rents[0]!, payer: "x" })).rejects.toMatchObject({
      code: "receipt.alreadyIssued",
    });
    await applyAdvance(app, org.ctx(), { tenantId, paidDate: "2026-07-01", dueBy: "2026-07-01" });
    expect(await payment(rents[2]!)).toMatchObject({ status: "split" });
    const fromAdvance = await owner
      .selectFrom("payments")
      .select(["id", "collection_id"])
      .where("split_from", "=", rents[2]!)
      .orderBy("price")
      .execute();
    await expect(
      issueReceipt(app, org.ctx(), { paymentId: fromAdvance.find((part) => part.collection_id)!.id, payer: "x" }),
    ).rejects.toMatchObject({
      code: "receipt.paidByCollection",
    });
  });

  it("takes the user's allocation, paying a later instalment ahead of an earlier one", async () => {
    const { tenantId, rents } = await newTenantContract();
    const result = await receiveCollection(app, org.ctx(), {
      tenantId,
      amount: "4000.00",
      ...voucher,
      allocations: [{ paymentId: rents[2]!, amount: "3450.00" }],
    });
    expect(result.advance).toBe("550.00");
    expect((await payment(rents[0]!)).status).toBe("pending");
    expect((await payment(rents[2]!)).status).toBe("paid");
  });

  it("undoes the whole voucher: its payments pending again, its advance given back, the books balanced; a rebuild agrees", async () => {
    const { tenantId, rents } = await newTenantContract();
    const { collectionId, allocations } = await receiveCollection(app, org.ctx(), { tenantId, amount: "9000.00", ...voucher });
    await expect(undoPayment(app, org.ctx(), { paymentId: rents[0]! })).rejects.toMatchObject({ code: "payment.paidByCollection" });

    await undoCollection(app, org.ctx(), { collectionId });
    for (const { paymentId } of allocations) expect((await payment(paymentId)).status).toBe("pending");
    expect((await owner.selectFrom("collections").select("status").where("id", "=", collectionId).executeTakeFirstOrThrow()).status).toBe(
      "undone",
    );
    await expect(undoCollection(app, org.ctx(), { collectionId })).rejects.toMatchObject({ code: "collection.alreadyUndone" });
    const advanceLines = await owner
      .selectFrom("journal_lines")
      .select(["event_type", "debit", "credit"])
      .where("stream_id", "=", `collection:${collectionId}`)
      .where("account", "=", "tenant_advances")
      .orderBy("position")
      .execute();
    expect(advanceLines).toEqual([
      { event_type: "CollectionReceived", debit: "0.00", credit: "2100.00" },
      { event_type: "CollectionUndone", debit: "2100.00", credit: "0.00" },
    ]);
    expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);

    const live = await readModels(owner);
    await rebuildReadModels(owner);
    expect(await readModels(owner)).toEqual(live);
  });

  it("refuses allocations that are not the tenant's open instalments, or add up to more than received, and changes nothing", async () => {
    const { tenantId, rents } = await newTenantContract();
    const other = await newTenantContract();
    await markPaymentPaid(app, org.ctx(), { paymentId: rents[0]!, ...voucher, receivedBy: null, deliveredBy: null, notes: "" });
    const before = await readModels(owner, org.orgId);
    for (const [allocations, code] of [
      [[{ paymentId: other.rents[0]!, amount: "100.00" }], "collection.allocationNotOpen"],
      [[{ paymentId: rents[0]!, amount: "100.00" }], "collection.allocationNotOpen"],
      [[{ paymentId: rents[1]!, amount: "3450.01" }], "collection.allocationOverDue"],
      [
        [
          { paymentId: rents[1]!, amount: "3000.00" },
          { paymentId: rents[2]!, amount: "3000.00" },
        ],
        "collection.allocatedOverAmount",
      ],
    ] as const) {
      await expect(
        receiveCollection(app, org.ctx(), { tenantId, amount: "5000.00", ...voucher, allocations: [...allocations] }),
      ).rejects.toMatchObject({ code });
    }
    for (const notATenant of [crypto.randomUUID(), org.lessorId]) {
      await expect(receiveCollection(app, org.ctx(), { tenantId: notATenant, amount: "5.00", ...voucher })).rejects.toMatchObject({
        code: "collection.tenantNotFound",
      });
      await expect(
        applyAdvance(app, org.ctx(), { tenantId: notATenant, paidDate: "2026-04-10", dueBy: "2026-04-10", hiddenTypes: [] }),
      ).rejects.toMatchObject({
        code: "collection.tenantNotFound",
      });
    }
    expect(await readModels(owner, org.orgId)).toEqual(before);
  });

  it("takes two vouchers of one tenant received at once one after the other: no instalment is paid twice", async () => {
    const { tenantId, rents } = await newTenantContract();
    const results = await Promise.all([
      receiveCollection(app, org.ctx(), { tenantId, amount: "3450.00", ...voucher }),
      receiveCollection(app, org.ctx(), { tenantId, amount: "3450.00", ...voucher }),
    ]);
    expect(results.map((r) => r.allocations.map((a) => a.instalmentId)).sort()).toEqual([[rents[0]], [rents[1]]].sort());
    expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);
  });

  it("pays instalments from the advance when they fall due, the oldest voucher's first, and the voucher's undo reverses them", async () => {
    const { tenantId, rents } = await newTenantContract();
    const early = await receiveCollection(app, org.ctx(), { tenantId, amount: "8000.00", ...voucher });
    const later = await receiveCollection(app, org.ctx(), { tenantId, amount: "3000.00", ...voucher, paidDate: "2026-05-01" });
    expect([early.advance, later.advance]).toEqual(["1100.00", "3000.00"]);
    expect(await applyAdvance(app, org.ctx(), { tenantId, paidDate: "2026-06-30", dueBy: "2026-06-30" })).toEqual([]);

    const applied = await applyAdvance(app, org.ctx(), { tenantId, paidDate: "2026-07-01", dueBy: "2026-07-01" });
    expect(applied.map((each) => [each.collectionId, each.allocations.map((a) => [a.instalmentId, a.amount])])).toEqual([
      [early.collectionId, [[rents[2], "1100.00"]]],
      [later.collectionId, [[expect.any(String), "2350.00"]]],
    ]);
    const left = async (id: string) =>
      (await owner.selectFrom("collections").select("advance_left").where("id", "=", id).executeTakeFirstOrThrow()).advance_left;
    expect([await left(early.collectionId), await left(later.collectionId)]).toEqual(["0.00", "650.00"]);
    const july = await owner.selectFrom("payments").select(["status"]).where("split_from", "=", rents[2]!).execute();
    expect(july.map((part) => part.status)).toEqual(["paid", "paid"]);
    expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);

    await undoCollection(app, org.ctx(), { collectionId: early.collectionId });
    for (const { paymentId } of early.allocations) expect((await payment(paymentId)).status).toBe("pending");
    expect((await payment(applied[0]!.allocations[0]!.paymentId)).status).toBe("pending");
    expect(await left(early.collectionId)).toBe("0.00");
    const advances = await owner
      .selectFrom("journal_lines")
      .select((eb) => eb.fn.sum<string>(eb("credit", "-", eb.ref("debit"))).as("held"))
      .where("stream_id", "=", `collection:${early.collectionId}`)
      .where("account", "=", "tenant_advances")
      .executeTakeFirstOrThrow();
    expect(advances.held).toBe("0.00");
    expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);
    const live = await readModels(owner);
    await rebuildReadModels(owner);
    expect(await readModels(owner)).toEqual(live);
  });
});
