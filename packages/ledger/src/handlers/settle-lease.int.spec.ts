import { withOrg } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels } from "../rebuild.ts";
import { contractTerms } from "../testing/fixtures.ts";
import { agreeFivePercent, newOrganization, readModels, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { issueInvoice } from "./issue-invoice.ts";
import { markPaymentPaid } from "./mark-payment-paid.ts";
import { receiveCollection, undoCollection } from "./receive-collection.ts";
import { proposeRemittance } from "./remittances.ts";
import { settleLease, type SettleLeaseInput } from "./settle-lease.ts";
import { signContract } from "./sign-contract.ts";

const { app, owner } = testDatabase();
let org: TestOrganization;
beforeAll(async () => {
  org = await newOrganization(owner);
});

/** A tenant's commercial lease for 2026: rent 3,000 + 450 VAT a quarter, a 5,000 deposit received on signing. */
async function leaseWithDeposit(paidRent: string | null, of: TestOrganization = org) {
  const tenantId = await of.newTenant();
  const realEstateId = await of.newUnit();
  const { contractId } = await signContract(app, of.ctx(), {
    lessorId: of.lessorId,
    tenantId,
    realEstateId,
    terms: contractTerms({
      contract_start: "2026-01-01",
      contract_end: "2026-12-31",
      price: "12000",
      annual_commission: "0",
      additional_commission: "0",
      water_costs: "0",
      deposit: "5000",
    }),
    autoPayCommission: false,
  });
  const deposit = await owner
    .selectFrom("payments")
    .select("id")
    .where("contract_id", "=", contractId)
    .where("payment_type", "=", "deposit")
    .executeTakeFirstOrThrow();
  const paid = { paidDate: "2026-01-01", method: "cash" as const, receivedBy: null, deliveredBy: null, notes: "" };
  await markPaymentPaid(app, of.ctx(), { paymentId: deposit.id, ...paid });
  if (paidRent)
    await receiveCollection(app, of.ctx(), { tenantId, amount: paidRent, paidDate: "2026-04-01", method: "bankTransfer", reference: "" });
  return { tenantId, contractId, realEstateId };
}

const settlement = (contractId: string, overrides: Partial<SettleLeaseInput> = {}): SettleLeaseInput => ({
  contractId,
  endOn: "2026-05-15",
  deductions: [],
  refund: "0",
  applyDepositToRent: true,
  method: "bankTransfer",
  reference: "TRX-9",
  ...overrides,
});

const rentOf = (contractId: string) =>
  owner
    .selectFrom("payments")
    .select(["status", "price", "vat", "due_date", "method"])
    .where("contract_id", "=", contractId)
    .where("payment_type", "=", "rent")
    .orderBy("due_date")
    .orderBy("price", "desc")
    .orderBy("status", "desc")
    .execute();

const journalOf = (contractId: string) =>
  owner
    .selectFrom("journal_lines")
    .select(["account", "debit", "credit"])
    .where("stream_id", "=", `settlement:${contractId}`)
    .orderBy("id")
    .execute();

const balanced = async () => expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);

describe("settling a lease", () => {
  it("ends it early: refunds the unearned rent, keeps the deductions for the lessor, returns the deposit and frees the unit", async () => {
    const { contractId } = await leaseWithDeposit("6900.00");
    const settled = await settleLease(
      app,
      org.ctx(),
      settlement(contractId, { refund: "1743.96", deductions: [{ kind: "damages", amount: "400.00", note: "Broken window" }] }),
    );

    // 2026-05-15 is day 45 of the 91 from 2026-04-01: 3,450 + 3,450 × 45 / 91 earned of the 6,900 paid.
    expect(settled).toMatchObject({
      early: true,
      rentEarned: "5156.04",
      rentPaid: "6900.00",
      unearnedRent: "1743.96",
      refund: "1743.96",
      refundVat: "227.47",
      depositHeld: "5000.00",
      depositApplied: "0.00",
      depositReturned: "4600.00",
      rentOwed: "0.00",
      collectionId: null,
    });
    expect(await journalOf(contractId)).toEqual([
      { account: "lessor_payable", debit: "1516.49", credit: "0.00" },
      { account: "vat_output", debit: "227.47", credit: "0.00" },
      { account: "cash_bank", debit: "0.00", credit: "1743.96" },
      { account: "deposits_held", debit: "400.00", credit: "0.00" },
      { account: "lessor_payable", debit: "0.00", credit: "400.00" },
      { account: "deposits_held", debit: "4600.00", credit: "0.00" },
      { account: "cash_bank", debit: "0.00", credit: "4600.00" },
    ]);
    expect((await rentOf(contractId)).map((row) => row.status)).toEqual(["paid", "paid", "canceled", "canceled"]);
    const contract = await owner.selectFrom("contracts").select("cancelled_on").where("id", "=", contractId).executeTakeFirstOrThrow();
    expect(contract.cancelled_on).toBe("2026-05-15");
    const row = await owner.selectFrom("lease_settlements").selectAll().where("id", "=", contractId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ refund: "1743.96", deposit_returned: "4600.00", end_on: "2026-05-15", settled_on: "2026-06-15" });
    expect(row.deductions).toEqual([{ kind: "damages", amount: "400.00", note: "Broken window" }]);
    await balanced();
  });

  it("takes refunded rent that a tax invoice charged off that invoice by a credit note, and pays it out of the tenant's account", async () => {
    const { contractId } = await leaseWithDeposit("6900.00");
    const paidRent = await owner
      .selectFrom("payments")
      .select("id")
      .where("contract_id", "=", contractId)
      .where("payment_type", "=", "rent")
      .where("status", "=", "paid")
      .orderBy("due_date")
      .execute();
    const { invoiceId } = await issueInvoice(app, org.ctx(), {
      paymentIds: paidRent.map((payment) => payment.id),
      seller: org.seller,
      buyer: { name: "فهد الدوسري" },
    });
    const settled = await settleLease(app, org.ctx(), settlement(contractId, { refund: "1743.96" }));

    // The second quarter earned 1,706.04 of its 3,450: its line gives back 1,516.49 + 227.47 VAT; the first, nothing.
    const notes = await owner
      .selectFrom("credit_notes")
      .select(["id", "reason_code as reason", "lines", "total"])
      .where("invoice_id", "=", invoiceId)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ reason: "cancellation", total: "1743.96" });
    expect(notes[0]!.lines.map((line) => [line.totalWithoutVat, line.vat])).toEqual([["1516.49", "227.47"]]);
    expect(settled).toMatchObject({ refund: "1743.96", refundCredited: "1743.96", refundVat: "0.00", creditNoteIds: [notes[0]!.id] });
    expect(await journalOf(contractId)).toEqual([
      { account: "tenant_receivable", debit: "1743.96", credit: "0.00" },
      { account: "cash_bank", debit: "0.00", credit: "1743.96" },
      { account: "deposits_held", debit: "5000.00", credit: "0.00" },
      { account: "cash_bank", debit: "0.00", credit: "5000.00" },
    ]);
    const row = await owner
      .selectFrom("lease_settlements")
      .select(["refund_credited", "credit_note_ids"])
      .where("id", "=", contractId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ refund_credited: "1743.96", credit_note_ids: [notes[0]!.id] });
    await balanced();
  });

  it("gives the owner back the rent refunded and the deductions kept: the remittance proposal and its percent fee follow", async () => {
    const owned = await newOrganization(owner);
    await agreeFivePercent(owner, owned);
    const { contractId } = await leaseWithDeposit("6900.00", owned);
    const proposal = () =>
      withOrg(app, owned.orgId, (trx) =>
        proposeRemittance(trx, owned.orgId, { lessorId: owned.lessorId, from: "2026-01-01", to: "2026-12-31" }),
      );
    const before = await proposal();
    await settleLease(app, owned.ctx(), {
      ...settlement(contractId, { refund: "1743.96", deductions: [{ kind: "damages", amount: "400.00", note: "" }] }),
    });
    const after = await proposal();
    // 1,743.96 refunded is 1,516.49 of the lessor's rent and 227.47 of VAT; the 400 kept from the deposit is the lessor's.
    expect([before.collected, before.rentCollected, before.fee].map((figure) => figure.toFixed(2))).toEqual([
      "6000.00",
      "6000.00",
      "300.00",
    ]);
    expect([after.collected, after.rentCollected, after.fee].map((figure) => figure.toFixed(2))).toEqual(["4883.51", "4483.51", "224.18"]);
  });

  it("cuts the instalment the end falls in to what it earned, and pays the rent still owed out of the deposit", async () => {
    const { contractId } = await leaseWithDeposit(null);
    // 2026-02-14 is day 45 of the 90 from 2026-01-01: half the first quarter's 3,450.
    const settled = await settleLease(app, org.ctx(), settlement(contractId, { endOn: "2026-02-14" }));

    expect(settled).toMatchObject({ rentEarned: "1725.00", rentOwed: "0.00", depositApplied: "1725.00", depositReturned: "3275.00" });
    expect((await rentOf(contractId)).map((row) => `${row.status} ${row.price} ${row.vat} ${row.method ?? ""}`.trim())).toEqual([
      "split 3000.00 450.00",
      "paid 1500.00 225.00 deposit",
      "canceled 1500.00 225.00",
      "canceled 3000.00 450.00",
      "canceled 3000.00 450.00",
      "canceled 3000.00 450.00",
    ]);
    expect(settled.collectionId).not.toBeNull();
    await expect(undoCollection(app, org.ctx(), { collectionId: settled.collectionId! })).rejects.toThrow("collection.paidFromDeposit");
    await balanced();
  });

  it("keeps the rent owed when the deposit is not to pay it, and at the lease's own end leaves the contract as it is", async () => {
    const { contractId } = await leaseWithDeposit("6900.00");
    const settled = await settleLease(app, org.ctx(), settlement(contractId, { endOn: "2026-12-31", applyDepositToRent: false }));

    expect(settled).toMatchObject({ early: false, rentOwed: "6900.00", depositApplied: "0.00", depositReturned: "5000.00" });
    const contract = await owner.selectFrom("contracts").select("cancelled_on").where("id", "=", contractId).executeTakeFirstOrThrow();
    expect(contract.cancelled_on).toBeNull();
    expect((await rentOf(contractId)).map((row) => row.status)).toEqual(["paid", "paid", "pending", "pending"]);
    await balanced();
  });

  it("refuses a refund beyond the unearned rent and an end outside the lease, changing nothing", async () => {
    const { contractId } = await leaseWithDeposit("6900.00");
    const before = await readModels(owner, org.orgId);
    await expect(settleLease(app, org.ctx(), settlement(contractId, { refund: "1743.97" }))).rejects.toThrow(
      "settlement.refundBeyondUnearned",
    );
    await expect(settleLease(app, org.ctx(), settlement(contractId, { endOn: "2027-01-01" }))).rejects.toThrow(
      "settlement.endOutsideLease",
    );
    await expect(settleLease(app, org.ctx({ orgId: (await newOrganization(owner)).orgId }), settlement(contractId))).rejects.toThrow(
      "settlement.contractNotFound",
    );
    expect(await readModels(owner, org.orgId)).toEqual(before);
  });

  it("charges the tenant the deductions beyond the deposit, owed to the lessor like the rest", async () => {
    const { contractId } = await leaseWithDeposit("6900.00");
    const settled = await settleLease(
      app,
      org.ctx(),
      settlement(contractId, {
        deductions: [
          { kind: "damages", amount: "4800.00", note: "Broken door" },
          { kind: "utilities", amount: "700.00", note: "Water" },
        ],
      }),
    );

    expect(settled).toMatchObject({ deductionsCharged: "500.00", depositReturned: "0.00", depositApplied: "0.00" });
    const charge = await owner
      .selectFrom("payments")
      .select(["status", "price", "vat", "category", "party", "due_date", "contract_id"])
      .where("id", "=", settled.chargeId!)
      .executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ status: "pending", price: "500.00", vat: "0.00", category: "maintenance", party: "tenant" });
    expect(charge.contract_id).toBe(contractId);
    expect(await journalOf(contractId)).toEqual([
      { account: "deposits_held", debit: "5000.00", credit: "0.00" },
      { account: "lessor_payable", debit: "0.00", credit: "5000.00" },
    ]);
    await balanced();
  });

  it("settles a lease once, even when two settlements arrive together", async () => {
    const { contractId } = await leaseWithDeposit("6900.00");
    const results = await Promise.allSettled([1, 2, 3].map(() => settleLease(app, org.ctx(), settlement(contractId))));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(String(result.reason)).toMatch(/settlement.alreadySettled|contract.alreadyCancelled/);
    }
    const rows = await owner.selectFrom("lease_settlements").select("id").where("contract_id", "=", contractId).execute();
    expect(rows).toHaveLength(1);
    await balanced();
  });

  it("is reproduced by a rebuild of the read models", async () => {
    const before = await readModels(owner);
    await rebuildReadModels(owner);
    expect(await readModels(owner)).toEqual(before);
  });
});
